import { describe, expect, test } from 'vitest';
import type { ResolvedPage } from '../../../src/manifest/check.ts';
import { anchorsIn, appendLine, familyFile, flowLine, newEntry } from '../../../src/manifest/new-entry.ts';
import type { Product } from '../../../src/manifest/schemas.ts';

const products = [{ id: 'SkinRenewElixir', name: 'Skin Renew Elixir' }] as Product[];
const page = (p: Partial<ResolvedPage>) =>
  ({ title: 't', template: 'advertorial', file: 'a.yaml', ...p }) as ResolvedPage;

describe('R-GEN-1: the entry campaign:new writes', () => {
  test('an order form gets the title its family reads, in the files’ flow style', () => {
    const entry = newEntry(
      { family: 'os', date: '230115', variant: 'b', product: 'SkinRenewElixir' },
      products,
      [],
      {},
    );
    expect(flowLine(entry)).toBe(
      '- { family: os, date: "230115", variant: b, title: "Secure order: Skin Renew Elixir", product: SkinRenewElixir }',
    );
  });

  test('a bundle names region and units; its title counts the units', () => {
    const entry = newEntry(
      { family: 'bundle', region: 'US', units: '3', product: 'SkinRenewElixir' },
      products,
      [],
      {},
    );
    expect(flowLine(entry)).toBe(
      '- { family: bundle, region: US, units: 3, product: SkinRenewElixir, title: "3 × Skin Renew Elixir: secure order" }',
    );
  });

  test('an advertorial takes title and copy from the latest one of the same product', () => {
    const pages = [
      page({ family: 'pl', product: 'SkinRenewElixir', title: 'Old', content: 'advertorial/old' }),
      page({ family: 'pl', product: 'BeautyTea', title: 'Tea', content: 'advertorial/tea' }),
      page({ family: 'pl', product: 'SkinRenewElixir', title: 'Island glow', content: 'advertorial/island-glow' }),
    ];
    const entry = newEntry({ family: 'pl', date: '221222', product: 'SkinRenewElixir' }, products, pages, {});
    expect(Object.fromEntries(entry)).toMatchObject({
      variant: 'a',
      title: 'Island glow',
      content: 'advertorial/island-glow',
    });
  });

  test('values that would not read back as the same string are quoted', () => {
    expect(
      flowLine([
        ['title', 'He said "yes": ok'],
        ['product', 'true'],
        ['content', 'a, b'],
      ]),
    ).toBe('- { title: "He said \\"yes\\": ok", product: "true", content: "a, b" }');
  });

  test('a survey or video reuses the anchor its file defines', () => {
    const text = '# c\n- family: survey\n  questions: &quiz [1]\n- family: survey\n  questions: *quiz\n';
    expect(anchorsIn(text, 'survey')).toEqual({ questions: 'quiz' });
    expect(anchorsIn(text, 'video')).toEqual({});
    const entry = newEntry({ family: 'survey', date: '221222', title: 'Quiz' }, products, [], { questions: 'quiz' });
    expect(flowLine(entry)).toBe('- { family: survey, date: "221222", variant: a, title: "Quiz", questions: *quiz }');
  });

  test('the file is the one holding most pages of the family; the line goes last', () => {
    const pages = [
      page({ family: 'os', file: 'x.yaml' }),
      page({ family: 'os', file: 'y.yaml' }),
      page({ family: 'os', file: 'y.yaml' }),
    ];
    expect(familyFile('os', pages)).toBe('y.yaml');
    expect(familyFile('pl', pages)).toBeUndefined();
    expect(appendLine('# c\n- a', '- b')).toBe('# c\n- a\n- b\n');
    expect(appendLine('# c\n- a\n', '- b')).toBe('# c\n- a\n- b\n');
  });
});
