import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readManifest } from '../../../src/manifest/load.ts';
import { aliasLimit } from '../../../src/manifest/yaml-files.ts';
import { fixtureDir, problemsOf } from './fixture.ts';

/** A copy of the test manifest with `pages/daily.yaml` written as given. */
function manifestWithPages(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-aliases-'));
  cpSync(fixtureDir, dir, { recursive: true });
  writeFileSync(join(dir, 'pages', 'daily.yaml'), text);
  return dir;
}

/** `n` consecutive days from 1 January 2021 as YYMMDD. */
function days(n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2021, 0, 1 + i)).toISOString().slice(2, 10).replace(/-/g, ''),
  );
}

/** A survey a day, each reusing the first one's questions, the way docs/marketers.md shows. */
function dailySurveys(n: number): string {
  return days(n)
    .map((date, i) =>
      [
        `- family: survey`,
        `  date: "${date}"`,
        `  title: "Quiz ${date}"`,
        i === 0
          ? `  questions: &quiz\n    - { id: concern, question: "Your main skin concern?", answers: [Lines, Dryness] }`
          : `  questions: *quiz`,
      ].join('\n'),
    )
    .join('\n');
}

/** The classic "billion laughs": each anchor holds ten aliases of the one before (10^9 copies). */
function aliasBomb(): string {
  const levels = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (const [prev, name] of [...'abcdefgh'].map((c, i) => [c, 'bcdefghi'[i]!]))
    levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
  return `- { family: survey, date: "210101", title: Bomb, questions: [{ id: q, question: Q, answers: [A] }] }\n- x:\n${levels.map((l) => `    ${l}`).join('\n')}\n`;
}

describe('YAML anchors reused for years (docs/marketers.md: questions: *quiz)', () => {
  test('1,000 daily surveys reusing one anchor load, each with the questions', async () => {
    const dir = manifestWithPages(dailySurveys(1000));
    // Reading is where the alias limit applies: it throws a ManifestError naming the file when hit.
    // (The cross-file checks would ask these surveys for a funnel with a Survey step: not this test's concern.)
    const surveys = (await readManifest(dir)).pages.filter((p) => p.entry.family === 'survey');
    expect(surveys).toHaveLength(1000);
    expect(surveys.at(-1)?.entry.questions?.[0]?.answers).toEqual(['Lines', 'Dryness']);
  });

  test('an alias bomb is refused as a problem of its file, at once', async () => {
    const start = performance.now();
    const problems = await problemsOf(manifestWithPages(aliasBomb()));
    expect(performance.now() - start).toBeLessThan(5000);
    expect(problems).toEqual([
      expect.stringMatching(/pages\/daily\.yaml: its aliases \(\*name\) would make more than \d+ copies/),
    ]);
  });

  test('the limit grows with the file: plain reuse never reaches it', () => {
    const text = dailySurveys(5000);
    expect(aliasLimit(text)).toBe(text.length);
    expect(text.match(/\*quiz/g)).toHaveLength(4999);
    expect(aliasLimit('a: 1')).toBe(100);
  });
});
