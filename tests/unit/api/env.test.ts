/** The page's API client: a stand-in at once, the client's code when first needed. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('../../../src/api/client.ts');
});

describe('R-API-1: browserApiClient', () => {
  test('answers at once with the config; a call loads the client and goes out through it', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response(JSON.stringify({ isValid: true, tax: 1, rate: 0.1 }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const { browserApiClient } = await import('../../../src/api/env.ts');
    const api = browserApiClient({ brand: 'IkariaBeauty' });
    expect(api.config).toMatchObject({ brand: 'IkariaBeauty', apiBase: 'api/' });
    expect(browserApiClient()).toBe(api); // one per page
    await expect(api.calculateTax({} as never)).resolves.toMatchObject({ tax: 1 });
    expect(sent).toEqual(['/proxy/api/orders/calculatetax']);
    expect(await Promise.resolve(api)).toBe(api); // not mistaken for a promise
  });

  test('when the client cannot load, the calls that never reject answer their failure value; the others reject', async () => {
    vi.doMock('../../../src/api/client.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { browserApiClient } = await import('../../../src/api/env.ts');
    const api = browserApiClient();
    await expect(api.saveStats({ eventType: 'x' })).resolves.toBe(false);
    await expect(api.logServer('error', 'x', {})).resolves.toBeUndefined();
    await expect(api.createGuestOrder({} as never)).rejects.toThrow();
  });
});
