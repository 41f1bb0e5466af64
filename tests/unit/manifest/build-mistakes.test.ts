/**
 * Issue 24 through the real `astro build`: a copy of `campaigns/` with several mistakes fails
 * with every problem listed at once and nothing else a marketer would take for a problem; the
 * sample manifest builds every page it always built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildOutDir } from '../../build-out-dir.ts';
import { appendTo, campaignsCopy, replaceIn, root } from './campaigns-copy.ts';

function build(env: Record<string, string>) {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: root,
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

test('R-GEN-2: a build with several mistakes lists them all at once, each with file, entry, field and fix, and writes nothing', () => {
  const campaigns = campaignsCopy();
  replaceIn(campaigns, 'funnels.yaml', 'uniqueIdentifier: AGELESS01', 'uniqueIdentifier: RENEW01');
  appendTo(
    campaigns,
    'destinations.yaml',
    '- { sfid: DST-RENEW-2, genericUrl: renew-offer, defaultFunnel: RENEW01, splitTestEnabled: false }',
  );
  appendTo(
    campaigns,
    'pages/order-forms.yaml',
    '- { family: os, date: 221223, variant: b, title: "Secure order: Beauty Tea", product: BeautyTea }',
  );
  appendTo(
    campaigns,
    'pages/core.yaml',
    '- { path: securecart, template: secure-cart, title: "Secure checkout", product: AgelessBeautyBalm }',
  );
  const out = buildOutDir('mistakes-build-');

  const { status, output } = build({ CAMPAIGNS_DIR: campaigns, OUT_DIR: out });

  expect(status).not.toBe(0);
  for (const words of [
    "campaigns/funnels.yaml: entry #2 'RENEW01': field 'uniqueIdentifier': uniqueIdentifier 'RENEW01' is already used by campaigns/funnels.yaml entry #1 'RENEW01'",
    "campaigns/destinations.yaml: entry #3 'renew-offer': field 'genericUrl': genericUrl 'renew-offer' is already used by campaigns/destinations.yaml entry #2 'renew-offer'",
    "field 'date': 221223 is read as a number: write `date: '221223'` (in quotes)",
    "field 'path': 'securecart' differs from 'SecureCart' of",
  ])
    expect(output).toContain(words);
  expect(output).toContain('Nothing was built; fix the entries above and build again.');
  expect(output).not.toMatch(/unhandled error|Stack trace|astro:config:setup|\bat .*\.(ts|js):\d+|defaultFunnels\.\d/);
  expect(readdirSync(out)).toEqual([]);
}, 120_000);

test('R-RT-3, R-RT-4: the sample manifest builds every page it built before, and prints nothing that looks like a problem of the manifest', () => {
  const out = buildOutDir('sample-build-');
  const { status, output } = build({ OUT_DIR: out });
  expect(status, output).toBe(0);
  const routes = readFileSync(join(root, 'tests', 'fixtures', 'sample-routes.txt'), 'utf8')
    .trim()
    .split('\n');
  const missing = routes.map((r) => r.split(' ')[0]!).filter((path) => !existsSync(join(out, `${path}.html`)));
  expect(missing).toEqual([]);
  expect(output).not.toContain('[funnel-manifest] The campaign manifest has');
  expect(output).not.toMatch(/\[WARN\] \[funnel-manifest\]/);
}, 180_000);
