/** `npm run report` reads the manifest's versions from git (src/report/git-history.ts), dated by their commits. */
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { splitTestPlans } from '../../../src/domain/report/split-tests.ts';
import { configWithHistory } from '../../../src/report/git-history.ts';
import { campaignsCopy, replaceIn } from '../manifest/campaigns-copy.ts';

const git = (cwd: string, args: string[], date: string) =>
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
    stdio: 'pipe',
  });

test('each commit that changed the funnels starts a version; a changed split restarts at its commit', () => {
  const dir = campaignsCopy();
  git(dir, ['init', '-q'], '2026-11-01T00:00:00Z');
  git(dir, ['add', '.'], '2026-11-01T00:00:00Z');
  git(dir, ['commit', '-qm', 'v1'], '2026-11-01T00:00:00Z');
  replaceIn(dir, 'funnels.yaml', 'default: true, percentage: 60 }', 'default: true, percentage: 80 }');
  replaceIn(dir, 'funnels.yaml', 'url: video221101b_ap, percentage: 40 }', 'url: video221101b_ap, percentage: 20 }');
  git(dir, ['commit', '-qam', 'v2'], '2026-11-20T12:00:00Z');

  const config = configWithHistory(dir)!;
  expect(config.earlier?.map((e) => new Date(e.until).toISOString())).toEqual(['2026-11-20T12:00:00.000Z']);
  const video = splitTestPlans(config).filter((p) => p.splitTestingId === 'ST-RENEW-VIDEO-1');
  expect(video.map((p) => [p.period, p.to && new Date(p.to).toISOString(), p.change])).toEqual([
    [1, '2026-11-20T12:00:00.000Z', null],
    [2, null, 'the shares changed (60 % / 40 % → 80 % / 20 %) on 20 Nov 2026'],
  ]);
});

test('outside a git work tree it is the manifest as it is now', () => {
  const dir = campaignsCopy();
  expect(configWithHistory(dir)?.earlier ?? []).toEqual([]);
});
