import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { manifestWith } from './fixture.ts';

const root = join(import.meta.dirname, '..', '..', '..');

test('R-GEN-2: a bad manifest entry fails `astro build` naming file, entry and field, and leaves the output as it was', () => {
  const campaigns = manifestWith('pages/pages.yaml', (d) =>
    (d as Record<string, unknown>[]).map((p) => (p.path === 'order' ? { ...p, product: 'Moisturiser' } : p)),
  );
  const out = mkdtempSync(join(tmpdir(), 'bad-build-'));
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
  expect(readdirSync(out)).toEqual(['previous']);
  expect(existsSync(join(out, 'previous', 'index.html'))).toBe(true);
}, 120_000);
