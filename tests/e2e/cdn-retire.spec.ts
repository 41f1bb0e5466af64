/**
 * A campaign retired between two daily builds while the engines keep running (docs/marketers.md,
 * "Retiring a campaign without dead ads"; docs/deploy.md): yesterday's build of a copy of
 * campaigns/ with BF26 on sale, served by nginx as `nginx:config` wrote it and by `npm start`;
 * today `campaign:retire` to a page of another funnel and a build into the same folder. nginx,
 * reloaded but not configured again, and `npm start`, not restarted, answer BF26's addresses with a
 * 301 to its successor: the ad's query as sent, the funnel's uid, step and pcid left behind.
 * Cloudflare Pages (`wrangler pages dev`) sends the whole query on; the page drops them itself, for
 * a retired funnel and for CYBER26, whose window ended (its funnel still configured).
 * Ports: E2E_CDN_PORT (default 4451) + 7, + 8, + 9.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Running } from '../../scripts/cdn/process.ts';
import { startNginx } from '../../scripts/cdn/nginx.ts';
import { serveSite, type Site } from '../../scripts/cdn/site.ts';
import type { RunningServer } from '../../scripts/start.ts';
import { buildOutDir } from '../build-out-dir.ts';
import { buildInto, privateServer } from './server.ts';

const root = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_CDN_PORT ?? 4451) + 7;
let campaigns: string;
let dist: string;
let nginx: Running;
let server: RunningServer;
let pages: Site | undefined;
/** Where BF26's addresses lead once it is retired: a page of AGELESS01, not a generic URL. */
const SUCCESSOR = '/os221215a_ap';

/** A campaign command on the copy of campaigns/, as a marketer runs it. */
function campaign(script: string, ...args: string[]): void {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'node'), [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, CAMPAIGNS_DIR: campaigns },
    encoding: 'utf8',
  });
  expect(run.status, `${script} ${args.join(' ')}\n${run.stdout}\n${run.stderr}`).toBe(0);
}

/** The status and Location of a GET, redirects not followed. */
async function answer(request: APIRequestContext, url: string): Promise<[number, string | undefined]> {
  const got = await request.get(url, { maxRedirects: 0 });
  return [got.status(), got.headers().location];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  campaigns = mkdtempSync(join(tmpdir(), 'cdn-retire-'));
  dist = buildOutDir('cdn-retire-dist-');
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  campaign(
    'campaign-new',
    '--campaign',
    'BF26',
    '--product',
    'SkinRenewElixir',
    '--like',
    'RENEW01',
    '--date',
    '261127',
  );
  // CYBER26 ran for a day in November and handed over to a page, not a generic URL.
  campaign(
    'campaign-new',
    ...['--campaign', 'CYBER26', '--product', 'SkinRenewElixir', '--like', 'RENEW01', '--date', '261101'],
    ...['--starts', '261101', '--ends', '261101', '--successor', SUCCESSOR],
  );
  buildInto(dist, { CAMPAIGNS_DIR: campaigns });
  // No API behind it: only the site's own answers are asked for.
  nginx = await startNginx({ dist, port, apiOrigin: 'http://127.0.0.1:9' });
  server = await privateServer(port + 1, dist);
});

test.afterAll(async () => {
  await nginx?.stop();
  await server?.close();
  await pages?.stop();
  if (campaigns) rmSync(campaigns, { recursive: true, force: true });
});

test("a campaign retired and built again: nginx (reloaded, not configured again) and npm start (not restarted) answer its addresses with a 301, the ad's query kept and the funnel's own parameters left behind", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const engines = { nginx: nginx.url, 'npm start': server.url };
  for (const [engine, url] of Object.entries(engines))
    expect(await answer(request, `${url}/gu/bf26?utm_source=fb`), `${engine}: BF26 on sale yesterday`).toEqual([
      200,
      undefined,
    ]);

  campaign('campaign-retire', '--campaign', 'BF26', '--to', SUCCESSOR);
  buildInto(dist, { CAMPAIGNS_DIR: campaigns });
  process.kill(nginx.pid, 'SIGHUP'); // what a deploy does after each build: nginx reads its configuration again

  await expect
    .poll(async () => (await answer(request, `${nginx.url}/gu/bf26`))[0], { message: 'nginx follows the build' })
    .toBe(301);
  const ad = '?uid=BF26&step=2&pcid=PC1&utm_source=facebook&utm_campaign=bf%2026&affid=77&subid1=a+b';
  for (const [engine, url] of Object.entries(engines)) {
    expect(await answer(request, `${url}/gu/bf26${ad}`), engine).toEqual([
      301,
      `${SUCCESSOR}?utm_source=facebook&utm_campaign=bf%2026&affid=77&subid1=a+b`,
    ]);
    expect(await answer(request, `${url}/os261127a_ap?affid=5&uid=BF26&step=2`), engine).toEqual([
      301,
      `${SUCCESSOR}?affid=5`,
    ]);
    expect(await answer(request, `${url}/video261127b_ap?uid=BF26`), engine).toEqual([301, SUCCESSOR]);
    expect(
      (await answer(request, `${url}/_redirects.nginx`))[0],
      `${engine}: the build's nginx rules are not served`,
    ).toBe(404);
  }
});

test("on Cloudflare Pages, whose redirect keeps the whole query, the page a retired address leads to drops the retired funnel's uid, step and pcid itself and keeps the ad's", async ({
  page,
}) => {
  test.setTimeout(120_000);
  pages = await serveSite('pages', {
    dist,
    port: port + 2,
    dbPath: join(root, 'sandbox', '.data', `e2e-cdn-${port + 2}.sqlite`),
    reset: true,
  });
  await page.goto(`${pages.url}/gu/bf26?uid=BF26&step=2&pcid=PC1&utm_source=facebook&affid=77`);
  // The page's own funnel may route to the step's other variant, with its own uid and step.
  await page.waitForURL((u) => u.pathname !== '/gu/bf26');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('uid'), { message: "the retired funnel's uid left behind" })
    .not.toBe('BF26');
  const landed = new URL(page.url()).searchParams;
  expect(landed.get('pcid')).not.toBe('PC1');
  expect([landed.get('utm_source'), landed.get('affid')]).toEqual(['facebook', '77']);
});

test("on Cloudflare Pages, a campaign whose window ended hands over to a page: the page drops the ended funnel's uid and runs as itself, not sent back into the ended funnel", async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(pages, 'Pages started by the test before').toBeDefined();
  await page.goto(`${pages!.url}/os261101a_ap?uid=CYBER26&step=2&pcid=PC9&utm_source=facebook&affid=77`);
  await page.waitForURL((u) => u.pathname === SUCCESSOR);
  await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
  await expect
    .poll(() => new URL(page.url()).searchParams.get('uid'), { message: "the ended funnel's uid left behind" })
    .not.toBe('CYBER26');
  const landed = new URL(page.url());
  expect(landed.pathname, 'still the successor: the ended funnel routed nowhere').toBe(SUCCESSOR);
  expect([
    landed.searchParams.get('pcid'),
    landed.searchParams.get('utm_source'),
    landed.searchParams.get('affid'),
  ]).toEqual([null, 'facebook', '77']);
});
