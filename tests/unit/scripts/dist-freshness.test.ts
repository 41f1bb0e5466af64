/** preview:cdn never serves a build older than what it is built from (scripts/dist-freshness.ts). */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { staleBecause } from '../../../scripts/dist-freshness.ts';

test('a build older than a manifest file is stale, naming the file; a fresh one is not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freshness-'));
  const [dist, campaigns, pub] = [join(dir, 'dist'), join(dir, 'campaigns'), join(dir, 'public')] as const;
  for (const d of [dist, campaigns, pub]) mkdirSync(d);
  writeFileSync(join(campaigns, 'funnels.yaml'), '');
  writeFileSync(join(dist, 'index.html'), '');
  const env = { CAMPAIGNS_DIR: campaigns, PUBLIC_DIR: pub };
  // src/ is the project's own: the build must be newer than all of it.
  const future = new Date(Date.now() + 3_600_000);
  utimesSync(join(dist, 'index.html'), future, future);
  expect(staleBecause(dist, env)).toBeUndefined();
  const later = new Date(Date.now() + 7_200_000);
  utimesSync(join(campaigns, 'funnels.yaml'), later, later);
  expect(staleBecause(dist, env)).toMatch(/funnels\.yaml changed after the build$/);
  expect(staleBecause(join(dir, 'none'), env)).toBe('there is no build');
});
