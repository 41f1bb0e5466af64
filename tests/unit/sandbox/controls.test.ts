/**
 * The sandbox's controls refuse other sites (sandbox/middleware/same-origin.ts): a page of another
 * origin a developer opens while `npm start` runs cannot inject faults, clear them or wipe the
 * database, whether it posts a form, `text/plain` by fetch, or from a sandboxed frame; the
 * sandbox's own pages (and curl, which sends no Origin) still can. The XSRF cookie is Secure over
 * HTTPS. Through the engines: tests/e2e/cdn-security.spec.ts.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../api/harness.ts';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(() => h.stop());

const fault = JSON.stringify({ path: 'orders/createguest', status: 500 });
const post = (path: string, headers: Record<string, string>, body?: string, method = 'POST') =>
  fetch(`${h.url}${path}`, { method, headers, body });

test('a fault posted from another site’s page (form or text/plain fetch) is refused and not added', async () => {
  const forms: Record<string, string>[] = [
    { origin: 'https://evil.example', 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    { origin: 'null', 'content-type': 'text/plain' },
    { origin: new URL(h.url).origin.replace(/:\d+$/, ':1'), 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of forms) {
    const res = await post('/__sandbox/faults', headers, fault);
    expect(res.status, JSON.stringify(headers)).toBe(403);
    expect(await res.json()).toEqual({ error: "The sandbox's controls take requests from its own pages only" });
  }
  expect(h.sandbox.faults.all()).toEqual([]);
});

test('reset and clearing the faults from another site are refused; the sandbox keeps its state', async () => {
  h.sandbox.faults.add({ path: 'orders/shippingoptions', status: 500 });
  const cross = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  expect((await post('/__sandbox/reset', cross)).status).toBe(403);
  expect((await post('/__sandbox/faults', cross, undefined, 'DELETE')).status).toBe(403);
  expect(h.sandbox.faults.all()).toHaveLength(1);
  h.sandbox.faults.clear();
});

test('the sandbox’s own pages, a typed address and curl still work the controls', async () => {
  const own = new URL(h.url).origin;
  const json = { 'content-type': 'application/json' };
  expect(
    (await post('/__sandbox/faults', { ...json, origin: own, 'sec-fetch-site': 'same-origin' }, fault)).status,
  ).toBe(200);
  expect((await post('/__sandbox/faults', { ...json, 'sec-fetch-site': 'none' }, fault)).status).toBe(200);
  expect((await post('/__sandbox/faults', json, fault)).status).toBe(200);
  expect(h.sandbox.faults.all()).toHaveLength(3);
  expect((await post('/__sandbox/faults', { origin: own }, undefined, 'DELETE')).status).toBe(200);
  expect(h.sandbox.faults.all()).toEqual([]);
});

test('behind an edge, the origin the browser called is the edge’s (X-Forwarded-Host and -Proto)', async () => {
  const edge = {
    'x-forwarded-host': 'localhost:4455',
    'x-forwarded-proto': 'https',
    ...{ 'content-type': 'application/json' },
  };
  expect((await post('/__sandbox/faults', { ...edge, origin: 'https://localhost:4455' }, fault)).status).toBe(200);
  expect((await post('/__sandbox/faults', { ...edge, origin: 'http://localhost:4455' }, fault)).status).toBe(403);
  h.sandbox.faults.clear();
});

test('the XSRF-TOKEN cookie is SameSite=Lax, and Secure when the site was called over HTTPS', async () => {
  const plain = await fetch(`${h.url}/__sandbox/health`);
  expect(plain.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/);
  const tls = await fetch(`${h.url}/__sandbox/health`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(tls.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; Secure; SameSite=Lax$/);
});
