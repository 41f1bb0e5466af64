/**
 * `npm run campaign:new` asked in a terminal, as a marketer answers it: keys typed into a real
 * pseudo-terminal (util-linux `script`), the screen read back. The prompts' wording is the
 * scaffolder's; what matters is what a typed answer becomes.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { advertorialChoices } from '../../../scripts/campaign/answers.ts';
import { loadManifest } from '../../../src/manifest/load.ts';
import { campaignsCopy, root } from '../manifest/campaigns-copy.ts';

const DOWN = '\x1b[B';
const ENTER = '\r';
// eslint-disable-next-line no-control-regex -- the terminal's own escape sequences
const plain = (screen: string) => screen.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

/** Runs the scaffolder in a terminal of 200 columns; each answer is typed once its question shows. */
async function converse(
  dir: string,
  args: string,
  answers: [question: RegExp, keys: string][],
): Promise<{ status: number | null; screen: string }> {
  const node = join(root, 'node_modules', '.bin', 'node');
  const child = spawn(
    'script',
    ['-qfec', `stty cols 200 rows 60; ${node} scripts/campaign-new.ts ${args}`, '/dev/null'],
    {
      cwd: root,
      env: { ...process.env, CAMPAIGNS_DIR: dir, PORT: '5050' },
    },
  );
  let screen = '';
  child.stdout.on('data', (d: Buffer) => (screen += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  let from = 0;
  for (const [question, keys] of answers) {
    // The first question waits for the manifest to load; the others come at once, but a busy
    // machine (CI beside other jobs) can take seconds to draw one: a question that never comes
    // still fails, within the test's time.
    const deadline = Date.now() + (from === 0 ? 60_000 : 30_000);
    while (!question.test(plain(screen.slice(from)))) {
      const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r('wait'), 50))]);
      if (early !== 'wait' || Date.now() > deadline) {
        child.kill();
        throw new Error(`no question ${String(question)}:\n${plain(screen.slice(from))}`);
      }
    }
    from = screen.length;
    child.stdin.write(keys);
  }
  return { status: await exited, screen: plain(screen) };
}

test("R-GEN-1: a whole campaign asked in a terminal: the typed date replaces today's hint, and a product with no copy of its own is asked for it", async () => {
  const dir = campaignsCopy();
  const m = await loadManifest();
  const multiacid = m.products.findIndex((p) => p.id === 'multiacid');
  const { status, screen } = await converse(dir, '--campaign MA27', [
    [/Product/, `${DOWN.repeat(multiacid)}${ENTER}`],
    [/Copy the steps of funnel/, ENTER],
    [/Date of its pages/, `270101${ENTER}`],
    [/First day on sale/, ENTER],
    [/Last day on sale/, ENTER],
    [/Generic URL/, ENTER],
    [/multiacid has no advertorial of its own/, ENTER],
  ]);
  expect(status, screen).toBe(0);
  expect(screen).not.toContain('is not a date');
  expect(screen).toContain('Campaign MA27 added: multiacid, pages dated 270101');
  expect(screen).toContain('Send traffic to: http://localhost:5050/gu/ma27');
  expect(readFileSync(join(dir, 'pages', 'order-forms.yaml'), 'utf8')).toContain(
    '{ family: os, date: "270101", variant: a,',
  );
}, 120_000);

test('R-GEN-1: one page asked in a terminal: the typed date is the date, not added to the end of today', async () => {
  const dir = campaignsCopy();
  const { status, screen } = await converse(dir, '', [
    [/Add/, `${DOWN}${ENTER}`],
    [/Family/, `${DOWN.repeat(3)}${ENTER}`], // os
    [/Date \(YYMMDD\)/, `270101${ENTER}`],
    [/Variant/, ENTER],
    [/Product/, ENTER],
    [/Main funnel/, ENTER],
    [/Title/, ENTER],
  ]);
  expect(status, screen).toBe(0);
  expect(screen).toContain('Path:    /os270101a_ap');
  expect(screen).toContain('Preview: http://localhost:5050/os270101a_ap');
}, 120_000);

test("R-GEN-1: the advertorial copies offered list the product's own first, the others saying whose they are", async () => {
  const m = await loadManifest();
  const choices = advertorialChoices(m, 'SkinRenewElixir');
  expect(choices[0]).toEqual({ value: 'advertorial/island-glow', hint: "Skin Renew Elixir's own" });
  expect(choices.find((c) => c.value === 'advertorial/ageless-secret')?.hint).toBe('written for Ageless Beauty Balm');
  expect(advertorialChoices(m, 'multiacid').some((c) => c.hint.endsWith('own'))).toBe(false);
});
