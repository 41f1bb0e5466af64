/**
 * The edge tried as an attacker would (docs/security.md): every probe of tests/e2e/cdn/probes.ts
 * sent byte for byte to `npm start`, to nginx and to Cloudflare Pages' runtime (`wrangler pages
 * dev`), each with the sandbox behind it and a tap on what reaches the sandbox. nginx and Pages
 * run over TLS with a certificate made for the run, as they are deployed; `npm start` is the local
 * preview, plain HTTP. The edge's time-out is shortened to 3 s here so the slow-API probe stays
 * fast; its 30 s default is a unit test's (tests/unit/deploy/edge.test.ts).
 * Ports: E2E_CDN_PORT (default 4451) + 4, + 5, + 6.
 */
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ENGINES, serveSite, type Site } from '../../scripts/cdn/site.ts';
import type { ApiRequest } from '../../scripts/cdn/tap.ts';
import { testCertificate } from './cdn/certificate.ts';
import { PROBES } from './cdn/probes.ts';
import { sendRaw } from './cdn/raw-socket.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dist = process.env.E2E_DIST ?? join(root, 'dist');
const firstPort = Number(process.env.E2E_CDN_PORT ?? 4451) + 4;
const API_TIMEOUT_MS = 3_000;

for (const [i, engine] of ENGINES.entries()) {
  test.describe(`${engine}: nobody but the shopper`, () => {
    // One engine per describe, its probes in order in one worker; a failing probe does not stop the rest.
    test.describe.configure({ mode: 'default' });
    let site: Site;
    const reached: ApiRequest[] = [];

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const port = firstPort + i;
      site = await serveSite(engine, {
        dist,
        port,
        dbPath: join(root, 'sandbox', '.data', `e2e-cdn-${port}.sqlite`),
        reset: true,
        tls: engine === 'npm start' ? undefined : testCertificate(),
        apiTimeoutMs: API_TIMEOUT_MS,
        tapApi: (request) => reached.push(request),
      });
    });
    test.afterAll(async () => site?.stop());

    for (const probe of PROBES.filter((p) => !p.engines || p.engines.includes(engine)))
      test(probe.name, async () => {
        site.sandbox.faults.clear();
        probe.before?.(site);
        reached.length = 0;
        const request = typeof probe.request === 'function' ? probe.request(site) : probe.request;
        const answer = await sendRaw(site.url, request, API_TIMEOUT_MS + 10_000);
        probe.check(answer, { site, reached: [...reached] });
      });

    test('4. R-RT-7: a crafted amazon-return link neither leaves the site nor signs the shopper in', async ({
      browser,
    }) => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const origin = new URL(site.url).origin;
      for (const hash of [
        '#access_token=x&state=%2F%09%2Fevil.example%2Fphish',
        '#access_token=Atza%7Cattacker&state=%2F%09%2Fevil.example%2Fphish',
        '#access_token=Atza%7Cattacker&state=%2F%2Fevil.example%2F',
        '#access_token=Atza%7Cattacker&state=%2F%5Cevil.example%2F',
        '#access_token=Atza%7Cattacker&state=%2Fos221215a_ap',
      ]) {
        const page = await context.newPage();
        await page.goto(`${site.url}/amazon-return${hash}`);
        await expect(page.getByRole('alert'), hash).toHaveText('AmazonPay User Authorization Failed');
        expect(new URL(page.url()).origin, hash).toBe(origin);
        const back = await page.getByRole('link', { name: 'Back to the secure checkout' }).getAttribute('href');
        expect(back, hash).toMatch(/^\/(SecureCart|os221215a_ap)$/);
        await page.close();
      }
      expect((await context.cookies()).map((c) => c.name)).not.toContain('amazon_Login_accessToken');
      await context.close();
    });

    test('6. the cookies a shopper gets are SameSite=Lax, and Secure when the site is on HTTPS', async ({
      browser,
    }) => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(`${site.url}/SecureCart`);
      const cookies = async () => new Map((await context.cookies()).map((c) => [c.name, c]));
      await expect
        .poll(async () => [...(await cookies()).keys()].filter((n) => n === 'GAID' || n === 'XSRF-TOKEN').sort())
        .toEqual(['GAID', 'XSRF-TOKEN']);
      const https = site.url.startsWith('https:');
      for (const [name, cookie] of await cookies())
        if (name === 'GAID' || name === 'XSRF-TOKEN')
          expect([name, cookie.secure, cookie.sameSite]).toEqual([name, https, 'Lax']);
      await context.close();
    });
  });
}
