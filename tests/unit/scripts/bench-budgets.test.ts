import { describe, expect, test } from 'vitest';
import { brokenBudgets, budgetVerdict, exceededCeilings, PAGE_KINDS } from '../../../scripts/bench-budgets.ts';

const budget = (template: string) => PAGE_KINDS.find((k) => k.template === template)?.budgetKiB;

describe('issue 10: bench:js byte budgets', () => {
  test('the budgets per page kind are the issue’s', () => {
    expect([budget('order-form'), budget('secure-cart')]).toEqual([90, 90]);
    expect([budget('upsell'), budget('downsell')]).toEqual([80, 80]);
    expect([budget('receipt'), budget('survey'), budget('offer-selector')]).toEqual([75, 75, 75]);
    for (const t of ['landing', 'advertorial', 'video', 'legal', 'content', 'generic-url', 'default'])
      expect(budget(t)).toBe(6);
  });

  test('a KiB is 1024 bytes and the budget is inclusive', () => {
    expect(budgetVerdict(90 * 1024, 90)).toBe('OK');
    expect(budgetVerdict(90 * 1024 + 1, 90)).toBe('OVER');
  });

  test('no verdict without a budget or without a page', () => {
    expect(budgetVerdict(1e6, undefined)).toBeUndefined();
    expect(budgetVerdict(undefined, 6)).toBeUndefined();
  });

  test('the broken budgets are listed by kind and page, the others not', () => {
    const rows = [
      { label: 'order-form', page: '/os221215a_ap', gzip: 136_486, budgetKiB: 90 },
      { label: 'upsell', page: '/upsell-elixir', gzip: 80 * 1024, budgetKiB: 80 },
      { label: 'amazon-return', page: '/amazon-return', gzip: 40_192 },
      { label: 'downsell', budgetKiB: 80 },
    ];
    expect(brokenBudgets(rows)).toEqual(['order-form /os221215a_ap: 133.3 KiB > 90 KiB']);
  });

  test('every kind with a budget has a ceiling at or above it (the ratchet toward the budget)', () => {
    for (const k of PAGE_KINDS.filter((k) => k.budgetKiB !== undefined)) {
      expect(k.ceilingKiB, k.label).toBeDefined();
      expect(k.ceilingKiB!, k.label).toBeGreaterThanOrEqual(k.budgetKiB!);
    }
  });

  test('the exceeded ceilings are listed by kind and page; at the ceiling is within it', () => {
    const rows = [
      { label: 'order-form', page: '/os221215a_ap', gzip: 112.5 * 1024 + 1, ceilingKiB: 112.5 },
      { label: 'upsell', page: '/upsell-elixir', gzip: 97 * 1024, ceilingKiB: 97 },
      { label: 'amazon-return', page: '/amazon-return', gzip: 40_192 },
    ];
    expect(exceededCeilings(rows)).toEqual(['order-form /os221215a_ap: 112.5 KiB > ceiling 112.5 KiB']);
  });
});
