/**
 * A shopper through nginx as it is deployed (deploy/nginx/, R-GEN-5): the build's pages from
 * nginx, the commerce API through its /proxy/ forwarding. From a generic URL, the shopper buys
 * by card — the XSRF-TOKEN cookie the API sets through the proxy comes back as the order call's
 * header — accepts an offer and reads the receipt; the sandbox holds one paid parent order.
 * Port: E2E_CDN_PORT (default 4451) + 3.
 */
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { serveSite, type Site } from '../../scripts/cdn/site.ts';
import { expectOnePaidOrder, journeys, prepareJourney } from './journeys.ts';
import { shopper } from './shoppers.ts';
import { walkToReceipt } from './walk.ts';

const root = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_CDN_PORT ?? 4451) + 3;
const baseURL = `http://127.0.0.1:${port}`;
const manifest = await loadManifest();

test.describe('through nginx', () => {
  let site: Site;
  test.use({ baseURL });
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    site = await serveSite('nginx', {
      dist: process.env.E2E_DIST ?? join(root, 'dist'),
      port,
      dbPath: join(root, 'sandbox', '.data', `e2e-cdn-${port}.sqlite`),
      reset: true,
    });
  });
  test.afterAll(async () => site?.stop());

  test('R-GEN-5, R-FLOW-1, R-CON-3: from /gu/ageless-offer a card order with the API through the proxy, an offer, the receipt: one paid order', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const j = journeys(manifest).find((one) => one.start === '/gu/ageless-offer')!;
    const s = shopper('through-nginx');
    await prepareJourney(context, j, baseURL);
    const order = page.waitForRequest((r) => r.method() === 'POST' && /\/proxy\/.*orders\//.test(r.url()));

    await page.goto(j.start);
    const walk = await walkToReceipt(page, manifest, s);

    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf, 'the API set the XSRF-TOKEN cookie through nginx').toBeDefined();
    expect((await order).headers()['x-xsrf-token'], 'the order call carries it back').toBe(xsrf!.value);
    expect(walk.accepted, 'an offer accepted').toBeGreaterThan(0);
    await expectOnePaidOrder(request, s.email, walk);
  });
});
