import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';

const root = join(import.meta.dirname, '..', '..', '..');

test('R-RT-3, R-RT-4: every page of the sample manifest keeps its path and template now that any date is allowed', async () => {
  // The route list as built before the date ranges were lifted (path and template, sorted).
  const before = readFileSync(join(root, 'tests', 'fixtures', 'sample-routes.txt'), 'utf8')
    .trim()
    .split('\n');
  const m = checkManifest(await readManifest(join(root, 'campaigns')));
  const now = new Set(m.pages.map((p) => `${p.path} ${p.template}`));
  expect(before.filter((r) => !now.has(r))).toEqual([]);
  expect(before.length).toBeGreaterThan(250);
});
