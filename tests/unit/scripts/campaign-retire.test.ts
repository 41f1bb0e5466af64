/**
 * `npm run campaign:retire`: a campaign's funnel, generic URL and own pages leave the manifest and
 * every one of their addresses stays, as a redirect to the successor; what the build would refuse
 * changes no file. On copies of the sample campaigns/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readManifest } from '../../../src/manifest/load.ts';
import { redirectRules } from '../../../src/manifest/redirects.ts';
import { campaignsCopy, root } from '../manifest/campaigns-copy.ts';
import { problemsOf } from '../manifest/fixture.ts';

function run(script: string, dir: string, args: string[]) {
  const { PORT: _port, ...env } = process.env;
  const r = spawnSync(join(root, 'node_modules', '.bin', 'node'), [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...env, CAMPAIGNS_DIR: dir },
    input: '',
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** Every file of a folder with its text. */
function texts(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );
}

describe('npm run campaign:retire', () => {
  test('retiring a campaign just added gives back the manifest as it was, plus a redirect for each of its addresses', async () => {
    const dir = campaignsCopy();
    const before = texts(dir);
    const added = run('campaign-new', dir, [
      ...['--campaign', 'BF26', '--product', 'AgelessBeautyBalm', '--like', 'AGELESS01', '--date', '261127'],
    ]);
    expect(added.status, added.err).toBe(0);
    const retired = run('campaign-retire', dir, ['--campaign', 'BF26', '--to', '/gu/ageless-offer']);
    expect(retired.err).toBe('');
    expect(retired.status).toBe(0);
    expect(retired.out).toContain(
      'Campaign BF26 retired: its addresses lead to /gu/ageless-offer, the query string kept.',
    );

    const after = texts(dir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, text] of before) if (file !== 'redirects.yaml') expect(after.get(file), file).toBe(text);
    expect(after.get('redirects.yaml')!.startsWith(before.get('redirects.yaml')!)).toBe(true);
    expect(existsSync(join(dir, 'content', 'advertorial', 'bf26-ageless-secret.md'))).toBe(false);

    expect(await problemsOf(dir)).toEqual([]);
    const rules = redirectRules((await readManifest(dir)).redirects);
    for (const from of [
      '/gu/bf26',
      '/pl261127a_ap',
      '/video261127b_ap',
      '/survey261127a_ap',
      '/os261127a_ap',
      '/os261127b_ap',
    ])
      expect(rules, from).toContainEqual({ from, to: '/gu/ageless-offer' });
  });

  test.each([
    [['--campaign', 'AGELESS01', '--to', '/gu/renew-offer'], "AGELESS01 is the site's default funnel"],
    [['--campaign', 'RENEW01', '--to', '/gu/ageless-offer'], '/gu/ageless-offer splits its visitors into RENEW01'],
    [['--campaign', 'NOPE', '--to', '/gu/ageless-offer'], "no main funnel 'NOPE'"],
  ])('%j is refused and no file changes', (args, message) => {
    const dir = campaignsCopy();
    const before = texts(dir);
    const r = run('campaign-retire', dir, args);
    expect(r.status).not.toBe(0);
    expect(r.err).toContain(message);
    expect(texts(dir)).toEqual(before);
  });

  test('a successor that is no page is refused with the build’s words, and no file changes', () => {
    const dir = campaignsCopy();
    expect(
      run('campaign-new', dir, ['--campaign', 'BF26', '--product', 'SkinRenewElixir', '--like', 'RENEW01']).status,
    ).toBe(0);
    const before = texts(dir);
    const r = run('campaign-retire', dir, ['--campaign', 'BF26', '--to', '/gu/no-such-offer']);
    expect(r.status).not.toBe(0);
    expect(r.err).toContain("field 'to': '/gu/no-such-offer' is no page of the site");
    expect(texts(dir)).toEqual(before);
  });
});
