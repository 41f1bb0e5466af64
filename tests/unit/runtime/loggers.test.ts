/**
 * R-API-5 through a real caller: the runtime's GET logger calls take the counts of the page's
 * funnel configuration (its #funnel-data) without passing them, and the browser client follows
 * the LOGGER_ENABLED and LOGGER_ENDPOINT settings of `astro:env`.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COMPONENT_NOT_FOUND } from '../../../src/domain/messages.ts';
import { campaignPageData, stubPageDocument } from '../api/page-config.ts';

interface Sent {
  method: string;
  url: URL;
}

let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url: new URL(String(input), 'http://shop.test') });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('window', {
    location: { href: 'http://shop.test/no-such-page?uid=X', search: '?uid=X', pathname: '/no-such-page' },
    history: { state: null, replaceState: () => {} },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('astro:env/client');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Waits for the tracking client the runtime loads on first use, then for its calls to go out. */
const settle = async () => {
  const { browserTrackingClient } = await import('../../../src/api/browser-config.ts');
  await browserTrackingClient();
  await new Promise((r) => setTimeout(r, 0));
};

describe('R-API-5: the runtime GET logger', () => {
  test("R-API-5, R-RT-9: 'component not found' carries the page's funnel_conf_destinations and funnel_conf_funnels", async () => {
    const page = await campaignPageData('vsl', { extraDestination: true });
    stubPageDocument(page.json);
    const { reportUnknownPage } = await import('../../../src/runtime/unknown-page.ts');
    reportUnknownPage();
    await settle();
    const log = sent.find((s) => s.url.pathname === '/log');
    expect(Object.fromEntries(log?.url.searchParams ?? [])).toEqual({
      msg: COMPONENT_NOT_FOUND,
      url: 'http://shop.test/no-such-page?uid=X',
      funnel_conf_destinations: String(page.destinations),
      funnel_conf_funnels: String(page.funnels),
    });
  });

  test('R-API-5: with LOGGER_ENABLED off the runtime and the error handler log nothing', async () => {
    vi.doMock('astro:env/client', async (original) => ({ ...(await original<object>()), LOGGER_ENABLED: false }));
    stubPageDocument((await campaignPageData()).json);
    const { reportUnknownPage } = await import('../../../src/runtime/unknown-page.ts');
    const { browserTrackingClient } = await import('../../../src/api/browser-config.ts');
    reportUnknownPage();
    await (await browserTrackingClient()).logServer('error', 'funnel next failed', { error: 'Page not found' });
    await settle();
    expect(sent).toEqual([]);
  });

  test('R-API-5: the base logger posts to LOGGER_ENDPOINT under the API base', async () => {
    vi.doMock('astro:env/client', async (original) => ({
      ...(await original<object>()),
      LOGGER_ENDPOINT: 'log/client',
    }));
    stubPageDocument(undefined);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { browserApiClient } = await import('../../../src/api/env.ts');
    await browserApiClient({ brand: 'IkariaBeauty' }).log({ event: 'checkout-opened' });
    expect(sent.map((s) => [s.method, s.url.pathname])).toEqual([['POST', '/proxy/api/log/client']]);
  });
});
