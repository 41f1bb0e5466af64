/**
 * One table of requests (tests/e2e/cdn/requests.ts) sent to every engine that serves the site —
 * `npm start`'s server, nginx with deploy/nginx/ and Cloudflare Pages' runtime (`wrangler pages
 * dev`, with functions/) — each with the sandbox behind it, so the three answer alike (R-GEN-5,
 * R-GEN-6). An engine that cannot start fails its tests: nginx and wrangler are part of `npm test`
 * (scripts/ensure-nginx.ts installs nginx in CI). Ports: E2E_CDN_PORT (default 4451) and the next two.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { headersFor, NOT_FOUND_CACHE_CONTROL, parseHeaders } from '../../deploy/rules/headers.ts';
import { ENGINES, serveSite, type Site } from '../../scripts/cdn/site.ts';
import { REQUESTS, type Expected } from './cdn/requests.ts';
import { send, type RawAnswer } from './cdn/raw-http.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dist = process.env.E2E_DIST ?? join(root, 'dist');
const firstPort = Number(process.env.E2E_CDN_PORT ?? 4451);

/** `{asset}` and `{video}` of the table, read from the build. */
function filled(text: string): string {
  const scripts = readdirSync(join(dist, '_astro')).filter((f) => f.endsWith('.js'));
  const asset = scripts.toSorted(
    (a, b) => statSync(join(dist, '_astro', b)).size - statSync(join(dist, '_astro', a)).size,
  )[0]!;
  const video = statSync(join(dist, 'video', 'vsl.mp4')).size;
  return text.replaceAll('{asset}', asset).replaceAll('{video}', String(video));
}

/** Checks an answer against a row's expectations. */
function check(answer: RawAnswer, path: string, want: Expected): void {
  const status = want.status;
  if (typeof status === 'number') expect(answer.status, 'status').toBe(status);
  else expect(status(answer.status), `status ${answer.status}`).toBe(true);
  const header = (name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value.join('\n') : (value ?? null);
  };
  for (const [name, value] of Object.entries(want.headers ?? {})) {
    if (value instanceof RegExp) expect(header(name) ?? '', name).toMatch(value);
    else expect(header(name), name).toBe(value === null ? null : filled(value));
  }
  if (want.cdnHeaders !== false) {
    const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
    const expected = headersFor(rules, new URL(path, 'http://site').pathname);
    if (answer.status === 404) expected['cache-control'] = NOT_FOUND_CACHE_CONTROL;
    for (const [name, value] of Object.entries(expected)) expect(header(name), `${name} (from _headers)`).toBe(value);
  }
  if (typeof want.body === 'string') expect(answer.text, 'body').toContain(want.body);
  else if (want.body) expect(answer.text, 'body').toMatch(want.body);
  if (want.bytes !== undefined) expect(answer.bytes.length, 'bytes sent').toBe(Number(filled(String(want.bytes))));
}

for (const [i, engine] of ENGINES.entries()) {
  test.describe(engine, () => {
    // One engine per describe, its rows in order in one worker; a failing row does not stop the rest.
    test.describe.configure({ mode: 'default' });
    let site: Site;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      site = await serveSite(engine, {
        dist,
        port: firstPort + i,
        dbPath: join(root, 'sandbox', '.data', `e2e-cdn-${firstPort + i}.sqlite`),
        reset: true,
      });
    });
    test.afterAll(async () => site?.stop());

    for (const row of REQUESTS)
      test(row.name, async () => {
        const path = filled(row.path);
        const headers = Object.fromEntries(Object.entries(row.headers ?? {}).map(([k, v]) => [k, filled(v)]));
        const answer = await send(site.url, path, { method: row.method, headers, body: row.body });
        check(answer, path, row.expect);
      });
  });
}
