import { describe, expect, test } from 'vitest';
import {
  brokenBudgets,
  budgetVerdict,
  ceilingFor,
  exceededCeilings,
  PAGE_KINDS,
} from '../../../scripts/bench-budgets.ts';

const kind = (template: string) => PAGE_KINDS.find((k) => k.template === template);
const budget = (template: string) => kind(template)?.budgetKiB;

describe('bench:js byte budgets above the floor (React client and Astro renderer)', () => {
  test('the budgets per page kind count above the floor', () => {
    expect([budget('order-form'), budget('secure-cart')]).toEqual([40, 40]);
    expect([budget('upsell'), budget('downsell')]).toEqual([22, 22]);
    expect([budget('receipt'), budget('offer-selector'), budget('survey')]).toEqual([15, 11, 8.5]);
  });

  test('pages without an island load no React (floor 0): 6 KiB at once, 16 KiB in their first 5 s', () => {
    for (const t of ['landing', 'advertorial', 'video', 'legal', 'content', 'generic-url', 'default']) {
      expect(budget(t), t).toBe(6);
      expect(kind(t)?.firstBudgetKiB, t).toBe(16);
    }
  });

  test("what a page fetches in its first 5 s, eager, idle and timed loads together, has the issue's budgets", () => {
    const first = (t: string) => kind(t)?.firstBudgetKiB;
    expect([first('survey'), first('offer-selector'), first('receipt')]).toEqual([18.5, 21, 25]);
    expect([first('upsell'), first('downsell'), first('order-form'), first('secure-cart')]).toEqual([40, 40, 50, 50]);
  });

  test('a KiB is 1024 bytes and the budget is inclusive', () => {
    expect(budgetVerdict(40 * 1024, 40)).toBe('OK');
    expect(budgetVerdict(40 * 1024 + 1, 40)).toBe('OVER');
    expect(budgetVerdict(8.5 * 1024, 8.5)).toBe('OK');
  });

  test('no verdict without a budget or without a page', () => {
    expect(budgetVerdict(1e6, undefined)).toBeUndefined();
    expect(budgetVerdict(undefined, 6)).toBeUndefined();
  });

  test('the broken budgets are listed by kind and page with the bytes above the floor, the others not', () => {
    const rows = [
      { label: 'order-form', page: '/os221215a_ap', above: 46_641, budgetKiB: 40 },
      { label: 'upsell', page: '/upsell-elixir', above: 22 * 1024, budgetKiB: 22 },
      { label: 'amazon-return', page: '/amazon-return', above: 15_824 },
      { label: 'downsell', budgetKiB: 22 },
    ];
    expect(brokenBudgets(rows)).toEqual(['order-form /os221215a_ap: 45.5 KiB above the floor > 40 KiB']);
  });

  test('a ceiling is today’s figure above the floor rounded up to the next half KiB', () => {
    expect(ceilingFor(46_641)).toBe(46);
    expect(ceilingFor(8_295)).toBe(8.5);
    expect(ceilingFor(19_691)).toBe(19.5);
    expect(ceilingFor(12 * 1024)).toBe(12);
    expect(ceilingFor(12 * 1024 + 1)).toBe(12.5);
  });

  test('every kind with a budget has a half-KiB ceiling at or above it (the ratchet toward the budget)', () => {
    for (const k of PAGE_KINDS.filter((k) => k.budgetKiB !== undefined)) {
      expect(k.ceilingKiB, k.label).toBeDefined();
      expect(k.ceilingKiB!, k.label).toBeGreaterThanOrEqual(k.budgetKiB!);
      expect((k.ceilingKiB! * 2) % 1, k.label).toBe(0);
    }
  });

  test('the ceilings above the floor are today’s, rounded up to the next half KiB', () => {
    const ceilings = Object.fromEntries(PAGE_KINDS.map((k) => [k.template, k.ceilingKiB]));
    // Each with zod/mini in the runtime: every stored shape parsed with it (8.3 KiB).
    expect(ceilings).toMatchObject({
      survey: ceilingFor(18_307),
      'offer-selector': ceilingFor(20_413),
      'order-form': ceilingFor(51_614),
      'secure-cart': ceilingFor(51_614),
      upsell: ceilingFor(32_757),
      downsell: ceilingFor(32_757),
      receipt: ceilingFor(24_305),
      landing: ceilingFor(15_529),
    });
  });

  test('every kind with a first-5-s budget has a half-KiB ceiling at or above it', () => {
    for (const k of PAGE_KINDS.filter((k) => k.firstBudgetKiB !== undefined)) {
      expect(k.firstCeilingKiB!, k.label).toBeGreaterThanOrEqual(k.firstBudgetKiB!);
      expect((k.firstCeilingKiB! * 2) % 1, k.label).toBe(0);
    }
    // The upsell's own offer fetch (the API client and the contract's schemas) keeps it above its budget today.
    expect(kind('upsell')?.firstCeilingKiB).toBe(ceilingFor(47_458));
  });

  test('the pages without an island: a 16 KiB first-5-s budget, a ceiling of the heaviest today (zod/mini in the runtime)', () => {
    for (const template of ['landing', 'advertorial', 'video', 'legal', 'content', 'generic-url', 'default']) {
      const k = kind(template);
      expect(k?.firstBudgetKiB, template).toBe(16);
      expect(k?.firstCeilingKiB, template).toBe(ceilingFor(24_059));
    }
  });

  test('the exceeded ceilings are listed by kind and page; at the ceiling is within it', () => {
    const rows = [
      { label: 'order-form', page: '/os221215a_ap', above: 46 * 1024 + 1, ceilingKiB: 46 },
      { label: 'upsell', page: '/upsell-elixir', above: 27 * 1024, ceilingKiB: 27 },
      { label: 'amazon-return', page: '/amazon-return', above: 15_824 },
    ];
    expect(exceededCeilings(rows)).toEqual(['order-form /os221215a_ap: 46.0 KiB above the floor > ceiling 46 KiB']);
  });
});
