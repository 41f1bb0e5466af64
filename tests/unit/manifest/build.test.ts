import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { yymmdd } from '../../../src/manifest/families.ts';
import { buildOutDir } from '../../build-out-dir.ts';
import { manifestWith } from './fixture.ts';

const root = join(import.meta.dirname, '..', '..', '..');

test('R-GEN-2: a bad manifest entry fails `astro build` naming file, entry and field, and leaves the output as it was', () => {
  const campaigns = manifestWith('pages/pages.yaml', (d) =>
    (d as Record<string, unknown>[]).map((p) => (p.path === 'order' ? { ...p, product: 'Moisturiser' } : p)),
  );
  const out = buildOutDir('bad-build-');
  mkdirSync(join(out, 'previous'));
  writeFileSync(join(out, 'previous', 'index.html'), 'the last good build');

  const run = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: root,
    env: { ...process.env, CAMPAIGNS_DIR: campaigns, OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });

  expect(run.status).not.toBe(0);
  const output = `${run.stdout}\n${run.stderr}`;
  expect(output).toContain("pages/pages.yaml: entry #2 'order': field 'product': unknown product 'Moisturiser'");
  // Only the problem lines a marketer needs: no framework framing, no stack.
  expect(output).not.toMatch(/unhandled error|Stack trace|astro:config:setup|\bat .*\.(ts|js):\d+/);
  expect(readdirSync(out)).toEqual(['previous']);
  expect(existsSync(join(out, 'previous', 'index.html'))).toBe(true);
}, 120_000);

test('R-GEN-1: one manifest entry dated today is one new page in the next build, with no code change; the pages it leaves alone are reused, the ones whose text changed are not', () => {
  const campaigns = mkdtempSync(join(tmpdir(), 'campaigns-'));
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const out = buildOutDir('gen1-build-');
  const build = () =>
    spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
      cwd: root,
      env: { ...process.env, CAMPAIGNS_DIR: campaigns, OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
  const first = build();
  expect(first.status, first.stderr).toBe(0);
  const unchanged = readFileSync(join(out, 'policy.html'), 'utf8');

  const today = yymmdd(new Date());
  appendFileSync(
    join(campaigns, 'pages', 'order-forms.yaml'),
    `- { family: os, date: "${today}", variant: b, title: "New Year order: Beauty Tea", product: BeautyTea }\n`,
  );
  const terms = join(campaigns, 'content', 'legal', 'terms.md');
  writeFileSync(terms, `${readFileSync(terms, 'utf8')}\nThese terms were changed today.\n`);
  const run = build();

  expect(run.status, run.stderr).toBe(0);
  const html = readFileSync(join(out, `os${today}b_ap.html`), 'utf8');
  expect(html).toMatch(/<h1[^>]*>New Year order: Beauty Tea<\/h1>/);
  expect(readFileSync(join(out, 'terms.html'), 'utf8')).toContain('These terms were changed today.');
  expect(readFileSync(join(out, 'policy.html'), 'utf8')).toBe(unchanged);
  // Astro names the pages it took from the last build (src/manifest/page-cache-key.ts).
  const restored = run.stdout.match(/\(restored\)/g)?.length ?? 0;
  expect(restored).toBeGreaterThan(200);
}, 300_000);

test("R-GEN-5, R-PAY-2, R-PAY-3: a live-mode build's order page ships a CSP that lets the providers' live scripts load, frame and call", () => {
  const out = buildOutDir('live-build-');
  const run = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: root,
    env: { ...process.env, PAYMENT_PROVIDERS_MODE: 'live', OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const html = readFileSync(join(out, 'os221215a_ap.html'), 'utf8');
  const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toContain('https://*.paypal.com');
  expect(directive('script-src')).toContain('https://pay.google.com');
  expect(directive('script-src')).toContain('https://static-na.payments-amazon.com');
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  for (const host of ['https://*.paypal.com', 'https://pay.google.com', 'https://payments.amazon.com'])
    expect(directive('frame-src')).toContain(host);
  expect(directive('connect-src')).toContain('https://api.amazon.com');
  expect(directive('img-src')).toContain('https://*.paypalobjects.com');
}, 180_000);
