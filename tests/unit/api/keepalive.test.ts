/**
 * Issue 23: a stats event sent as the shopper moves on is sent with fetch's keepalive, so it
 * outlives the page the shopper leaves without waiting for it; other calls are not.
 */
import { describe, expect, test } from 'vitest';
import { createApiClient, type ApiConfig } from '../../../src/api/client.ts';
import { memoryStorage, testPage } from './harness.ts';

const config: ApiConfig = {
  brand: 'IkariaBeauty',
  apiBase: 'api/',
  useProxy: false,
  loggerEndpoint: '',
  logPath: '/log',
  loggerEnabled: false,
  v2Payments: false,
};

function client() {
  const keepalive: (boolean | undefined)[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    keepalive.push(init?.keepalive);
    return new Response(null, { status: 204 });
  };
  const api = createApiClient(config, { fetch, sessionStorage: memoryStorage(), page: () => testPage });
  return { api, keepalive };
}

describe('keepalive (R-SES-4)', () => {
  test('R-SES-4: a stats event asked to outlive the page is sent with keepalive', async () => {
    const { api, keepalive } = client();
    await api.saveStats({ eventType: 'Survey' }, { keepalive: true });
    await api.saveDestinationStats(
      { funnelSTFId: 'F1', sessionId: 'S1', destinationId: 'D1', eventType: 'Destination' },
      { keepalive: true },
    );
    expect(keepalive).toEqual([true, true]);
  });

  test('R-SES-4: other calls are not', async () => {
    const { api, keepalive } = client();
    await api.saveStats({ eventType: 'Page View' });
    expect(keepalive).toEqual([undefined]);
  });
});
