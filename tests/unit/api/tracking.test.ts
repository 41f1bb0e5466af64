/** The tracking client: the calls every page makes, the same functions and requests as on the whole client. */
import { describe, expect, test } from 'vitest';
import { createApiClient, createTrackingClient, type ApiConfig, type ApiDeps } from '../../../src/api/client.ts';
import { memoryStorage, testPage } from './harness.ts';

const config: ApiConfig = {
  brand: 'IkariaBeauty',
  apiBase: 'api/',
  useProxy: true,
  loggerEndpoint: '',
  logPath: '/log',
  loggerEnabled: true,
  v2Payments: false,
};

function recording() {
  const sent: { url: string; method: string; headers: [string, string][]; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = [...new Headers(init?.headers).entries()].filter(([k]) => k !== 'x-request-id');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers, body });
    return new Response(null, { status: 204 });
  };
  const deps: ApiDeps = {
    fetch,
    getCookie: (n) => (n === 'XSRF-TOKEN' ? 'tok-123' : undefined),
    sessionStorage: memoryStorage(),
    page: () => testPage,
    console: { log: () => {}, error: () => {} },
  };
  return { deps, sent };
}

describe('tracking client', () => {
  test('has the loggers, stats and affiliate functions of the whole client, and nothing else', () => {
    const tracking = createTrackingClient(config, recording().deps);
    const whole = createApiClient(config, recording().deps);
    expect(Object.keys(tracking).sort()).toEqual(
      [
        'config',
        'log',
        'logGet',
        'logText',
        'logPaymentEvent',
        'logServer',
        'saveStats',
        'saveDestinationStats',
        'setAffParameters',
      ].sort(),
    );
    for (const key of Object.keys(tracking)) expect(whole).toHaveProperty(key);
  });

  test('R-SES-4, R-AFF-2, R-API-5: sends the same requests as the whole client', async () => {
    const calls = async (client: ReturnType<typeof createTrackingClient>) => {
      await client.saveStats({ eventType: 'Page View', customPayLoad: { a: 1 } });
      await client.saveDestinationStats({ funnelSTFId: 'F1', eventType: 'Destination' });
      await client.setAffParameters({ affId: 'A1' });
      await client.logGet('hello');
      await client.logServer('error', 'boom');
    };
    const a = recording();
    const b = recording();
    await calls(createTrackingClient(config, a.deps));
    await calls(createApiClient(config, b.deps));
    expect(a.sent).toHaveLength(5);
    expect(a.sent).toEqual(b.sent);
  });
});
