import { describe, expect, test } from 'vitest';
import {
  goAnswer,
  goFirst,
  goLast,
  goNext,
  goPaymentFailure,
  goStep,
  locate,
  PAGE_NOT_FOUND,
  toHref,
  type NavResult,
} from '../../../../src/domain/funnel/navigation.ts';
import { emptyUserStats, rememberStep } from '../../../../src/domain/funnel/stats.ts';
import { funnel, step, variant } from './fixtures.ts';

const never = (): number => {
  throw new Error('random must not be called');
};
const mf = funnel([
  step(1, 'Landing', { variants: [variant('pl221230a_ap', { pageContent: 'c-1' })] }),
  step(2, 'OrderForm', { variants: [variant('os221230a_ap')], nextPageFail: 5 }),
  step(3, 'Upsell', {
    splitTestEnabled: true,
    splitTesting: [{ sfid: 'ST3' }],
    variants: [
      variant('up-a', { sfid: 'UA', percentage: 50 }),
      variant('up-b', { sfid: 'UB', default: false, percentage: 50 }),
    ],
  }),
  step(4, 'DownSell', { variants: [variant('down', { visibility: 'Mobile only' })] }),
  step(5, 'Thankyou Page', { variants: [variant('receipt')] }),
]);
const at = (path: string, stepParam?: string, stats = emptyUserStats, random = never) =>
  locate(mf, { path, stepParam, device: 'Desktop', random, stats });
const target = (r: NavResult) => (r.ok ? r.target : r.error);
const pathOf = (r: NavResult) => (r.ok && r.target.kind === 'page' ? r.target.path : target(r));

describe('locating the shopper (R-FLOW-1, R-FLOW-6)', () => {
  test('R-FLOW-6: the context lists the steps visible on the device, sorted', () => {
    expect(at('/os221230a_ap').steps.map((s) => s.step)).toEqual([1, 2, 3, 5]);
  });

  test('R-FLOW-1: the current step comes from the step value, else the path', () => {
    expect(at('/os221230a_ap').current?.step).toBe(2);
    expect(at('/whatever', '5').current?.step).toBe(5);
    expect(at('/home').current).toBeUndefined();
  });

  test('R-FLOW-6: a hidden step is listed when it is the current page', () => {
    expect(at('/down').current?.step).toBe(4);
  });
});

describe('going on (R-FLOW-1 … R-FLOW-5)', () => {
  test('R-FLOW-1: next gives the page of the next step with uid and step to carry', () => {
    const r = goNext(at('/os221230a_ap', undefined, emptyUserStats, () => 0.75));
    expect(r.ok && r.target.kind === 'page' && r.target).toMatchObject({
      path: '/up-b',
      query: { uid: 'skin-os', step: '3' },
      remember: { step: 3, url: 'up-b', spId: 'ST3', variantId: 'UB' },
    });
  });

  test("R-QP-1: the variant's page content id is carried as pcid", () => {
    const r = goFirst(at('/home'));
    expect(r.ok && r.target.kind === 'page' && r.target.query).toEqual({ uid: 'skin-os', step: '1', pcid: 'c-1' });
  });

  test('R-VAR-2: the remembered variant of the main funnel is used on the next page', () => {
    const stats = rememberStep(emptyUserStats, 'MF1', { step: 3, url: 'up-a', spId: 'ST3', variantId: 'UA' });
    expect(pathOf(goNext(at('/os221230a_ap', undefined, stats, never)))).toBe('/up-a');
  });

  test("R-FLOW-5: a missing next page is the error value 'Page not found'", () => {
    expect(PAGE_NOT_FOUND).toBe('Page not found');
    expect(goNext(at('/receipt'))).toEqual({ ok: false, error: 'Page not found' });
    expect(goNext(at('/home'))).toEqual({ ok: false, error: 'Page not found' });
  });

  test('R-FLOW-1: a plain step with overrideYes continues there (a retry cart back into the upsells)', () => {
    const retry = funnel([
      step(1, 'OrderForm', { variants: [variant('order')], nextPageFail: 4 }),
      step(2, 'Upsell', { variants: [variant('up')] }),
      step(3, 'Thankyou Page', { variants: [variant('thanks')] }),
      step(4, 'SecureCart', { variants: [variant('retry')], overrideYes: 2 }),
    ]);
    const ctx = locate(retry, { path: '/retry', device: 'Mobile', random: never, stats: emptyUserStats });
    expect(pathOf(goNext(ctx))).toBe('/up');
    const upsell = locate(retry, { path: '/up', device: 'Mobile', random: never, stats: emptyUserStats });
    expect(pathOf(goNext(upsell))).toBe('/thanks');
  });

  test('R-FLOW-2: no on the upsell skips the downsell hidden on desktop and lands on the receipt (R-FLOW-3)', () => {
    expect(pathOf(goAnswer(at('/up-a'), 'no'))).toBe('/receipt');
    const mobile = locate(mf, { path: '/up-a', device: 'Mobile', random: never, stats: emptyUserStats });
    expect(pathOf(goAnswer(mobile, 'no'))).toBe('/down');
  });

  test('R-FLOW-4: a payment failure goes to nextPageFail, else the last step', () => {
    expect(pathOf(goPaymentFailure(at('/os221230a_ap')))).toBe('/receipt');
    expect(pathOf(goPaymentFailure(at('/pl221230a_ap')))).toBe('/receipt');
  });

  test('R-FLOW-5: first and last step pages', () => {
    expect(pathOf(goFirst(at('/home')))).toBe('/pl221230a_ap');
    expect(pathOf(goLast(at('/home')))).toBe('/receipt');
  });

  test('R-FLOW-5: with no page, first goes home and last goes to order success', () => {
    const empty = locate(funnel([step(1, 'Landing', { variants: [variant('m', { visibility: 'Mobile only' })] })]), {
      path: '/',
      device: 'Desktop',
      random: never,
      stats: emptyUserStats,
    });
    expect(goFirst(empty)).toEqual({ ok: true, target: { kind: 'shortcut', shortcut: 'home' } });
    expect(goLast(empty)).toEqual({ ok: true, target: { kind: 'shortcut', shortcut: 'ordersuccess' } });
  });

  test('a step by its number (a quiz’s recommendation): its page, else Page not found', () => {
    expect(pathOf(goStep(at('/home'), 2))).toBe('/os221230a_ap');
    expect(pathOf(goStep(at('/home'), 4))).toBe(PAGE_NOT_FOUND);
    expect(pathOf(goStep(at('/home'), 9))).toBe(PAGE_NOT_FOUND);
  });

  test('R-FLOW-5: a split-tested step left with no variant has no page: Page not found', () => {
    const bare = funnel([step(1, 'Landing'), step(2, 'Upsell', { splitTestEnabled: true, variants: [] })]);
    const ctx = locate(bare, { path: '/p1', device: 'Desktop', random: never, stats: emptyUserStats });
    expect(ctx.steps.map((s) => s.step)).toEqual([1, 2]);
    expect(goNext(ctx)).toEqual({ ok: false, error: PAGE_NOT_FOUND });
  });

  test('R-QP-1: a variant url written with leading slashes, or with a folder, opens one clean path', () => {
    const slashes = funnel([step(1, 'Landing'), step(2, 'OrderForm', { variants: [variant('//os-a')] })]);
    const folder = funnel([step(1, 'Landing'), step(2, 'OrderForm', { variants: [variant('offers/os-b')] })]);
    const next = (f: typeof slashes) =>
      pathOf(goNext(locate(f, { path: '/p1', device: 'Desktop', random: never, stats: emptyUserStats })));
    expect(next(slashes)).toBe('/os-a');
    expect(next(folder)).toBe('/offers/os-b');
  });

  test('R-QP-1: the href carries the query over other parameters to keep', () => {
    const r = goNext(at('/pl221230a_ap'));
    expect(r.ok && r.target.kind === 'page' && toHref(r.target, { sessionid: 's1', step: '1' })).toBe(
      '/os221230a_ap?sessionid=s1&step=2&uid=skin-os',
    );
  });
});
