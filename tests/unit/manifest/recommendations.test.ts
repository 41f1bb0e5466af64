/** The quiz's rules in the manifest: checked against the survey's questions and the catalogue, resolved for the island. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { surveyRecommendations } from '../../../src/manifest/recommendations.ts';
import { manifestWith, problemsOf } from './fixture.ts';

type Entry = Record<string, unknown>;
const pagesFile = 'pages/pages.yaml';

/** The fixture with a quiz (entry #7) whose rules are `recommendations`, in F1, whose first step becomes its Survey step. */
function quizWith(recommendations: unknown[], over: Entry = {}): string {
  const dir = manifestWith(pagesFile, (d) => [
    ...(d as Entry[]),
    {
      path: 'quiz',
      template: 'survey',
      title: 'Q',
      funnel: 'F1',
      questions: [
        { id: 'age', question: 'Age?', answers: ['Young', 'Old'] },
        { id: 'skin', question: 'Skin?', answers: ['Dry', 'Oily'] },
      ],
      recommendations,
      ...over,
    },
  ]);
  const funnels = join(dir, 'funnels.yaml');
  const data = parse(readFileSync(funnels, 'utf8')) as { defaultFunnels: Entry[] }[];
  data[0]!.defaultFunnels[0]!.type = 'Survey';
  writeFileSync(funnels, stringify(data));
  return dir;
}

const entry = "pages.yaml: entry #7 'quiz'";

describe('R-GEN-2: the quiz rules of a survey page', () => {
  test('resolve to the conditions as lists, the line that says why and the order step of the quiz’s own funnel', async () => {
    const dir = quizWith([
      { when: { skin: 'Dry' }, product: 'Balm', because: 'your skin is dry' },
      { when: { age: ['Young', 'Old'], skin: 'Oily' }, product: 'Balm', because: 'your skin is oily' },
    ]);
    expect(await problemsOf(dir)).toEqual([]);
    const m = checkManifest(await readManifest(dir));
    expect(
      surveyRecommendations(
        m,
        m.pages.find((p) => p.path === 'quiz')!,
      ),
    ).toEqual([
      {
        when: { skin: ['Dry'] },
        product: 'Test Balm',
        reason: 'Because your skin is dry, we suggest the Test Balm.',
        href: '/order?uid=F1&step=2',
        step: 2,
      },
      {
        when: { age: ['Young', 'Old'], skin: ['Oily'] },
        product: 'Test Balm',
        reason: 'Because your skin is oily, we suggest the Test Balm.',
        href: '/order?uid=F1&step=2',
        step: 2,
      },
    ]);
  });

  test('a survey without rules resolves to none: "See my results" goes to the funnel’s next step', async () => {
    const dir = quizWith([]);
    const m = checkManifest(await readManifest(dir));
    expect(
      surveyRecommendations(
        m,
        m.pages.find((p) => p.path === 'quiz')!,
      ),
    ).toEqual([]);
  });

  test('an unknown question or answer, product, or a product no page sells fails naming file, entry and field', async () => {
    const dir = quizWith([
      { when: { tone: 'Even' }, product: 'Balm', because: 'x' },
      { when: { skin: ['Dry', 'Normal'] }, product: 'Rosehip', because: 'x' },
      { when: {}, product: 'Balm', because: 'x' },
    ]);
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        `${entry}: field 'recommendations.0.when.tone': no question 'tone' on this survey (it has age, skin)`,
      ),
      expect.stringContaining(
        `${entry}: field 'recommendations.1.when.skin': 'Normal' is not an answer of 'skin' (its answers: Dry, Oily)`,
      ),
      expect.stringContaining(`${entry}: field 'recommendations.1.product': unknown product 'Rosehip'`),
      expect.stringContaining(
        `${entry}: field 'recommendations.2.when': a rule needs at least one question and its answer`,
      ),
    ]);
  });

  test('a product without an order page of its own fails: the shopper would land on another product', async () => {
    const dir = quizWith([{ when: { skin: 'Dry' }, product: 'Other', because: 'x' }]);
    const products = join(dir, 'products.yaml');
    const list = parse(readFileSync(products, 'utf8')) as Entry[];
    writeFileSync(products, stringify([...list, { ...list[0], id: 'Other', sfid: 'P-2' }]));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        `${entry}: field 'recommendations.0.product': no page sells 'Other': add its offer selector or a bundle page`,
      ),
    ]);
  });

  test('rules on a page that is no survey fail', async () => {
    const dir = manifestWith(pagesFile, (d) => [
      ...(d as Entry[]),
      {
        path: 'land',
        template: 'landing',
        title: 'L',
        recommendations: [{ when: { a: 'b' }, product: 'Balm', because: 'x' }],
      },
    ]);
    expect(await problemsOf(dir)).toContainEqual(
      expect.stringContaining(
        `pages.yaml: entry #7 'land': field 'recommendations': only a survey page has recommendations`,
      ),
    );
  });

  test('a rule missing its product or reason fails on the field', async () => {
    expect(await problemsOf(quizWith([{ when: { skin: 'Dry' } }]))).toEqual([
      expect.stringMatching(/recommendations\.0\.product/),
      expect.stringMatching(/recommendations\.0\.because/),
    ]);
  });
});
