import { describe, expect, test } from 'vitest';
import { findCurrentStep, parseStepParam } from '../../../../src/domain/funnel/current-step.ts';
import { pageKey, stepMatchesPath } from '../../../../src/domain/funnel/paths.ts';
import { visibleSteps } from '../../../../src/domain/funnel/steps.ts';
import type { Variant } from '../../../../src/domain/funnel/types.ts';
import { isVisibleOn } from '../../../../src/domain/funnel/visibility.ts';
import { numbers, step, variant } from './fixtures.ts';

describe('visibility (R-CFG-4)', () => {
  test.each([
    ['All', 'Mobile', true],
    ['All', 'Desktop', true],
    ['Mobile only', 'Mobile', true],
    ['Mobile only', 'Desktop', false],
    ['Desktop only', 'Desktop', true],
    ['Desktop only', 'Mobile', false],
  ] as const)('R-FLOW-6: %s on %s → %s', (visibility, device, expected) => {
    expect(isVisibleOn({ visibility }, device)).toBe(expected);
  });
});

describe('visible steps (R-FLOW-6)', () => {
  const mobileOnly = step(2, 'Landing', { variants: [variant('m2', { visibility: 'Mobile only' })] });
  const desktopOnly = step(3, 'Landing', { variants: [variant('d3', { visibility: 'Desktop only' })] });

  test('R-FLOW-6: steps are sorted by step number', () => {
    expect(numbers(visibleSteps([step(3), step(1), step(2)], 'Desktop'))).toEqual([1, 2, 3]);
  });

  test('R-FLOW-6: a step without a variant visible on the device is left out', () => {
    expect(numbers(visibleSteps([step(1), mobileOnly, desktopOnly], 'Desktop'))).toEqual([1, 3]);
    expect(numbers(visibleSteps([step(1), mobileOnly, desktopOnly], 'Mobile'))).toEqual([1, 2]);
  });

  test('R-FLOW-6: a split-test enabled step stays even without a visible variant', () => {
    const split = { ...mobileOnly, splitTestEnabled: true };
    expect(numbers(visibleSteps([split], 'Desktop'))).toEqual([2]);
  });

  test('R-FLOW-6: a step stays when one of its variants is visible on the device, not only when all are', () => {
    const either = step(2, 'Landing', {
      variants: [variant('m2', { visibility: 'Mobile only' }), variant('d2', { visibility: 'Desktop only' })],
    });
    expect(numbers(visibleSteps([either], 'Desktop'))).toEqual([2]);
    expect(numbers(visibleSteps([either], 'Mobile'))).toEqual([2]);
  });

  test('R-FLOW-6: a step whose page is the current path stays', () => {
    expect(numbers(visibleSteps([mobileOnly], 'Desktop', '/m2?uid=x'))).toEqual([2]);
    expect(numbers(visibleSteps([mobileOnly], 'Desktop', '/other'))).toEqual([]);
  });

  test('R-FLOW-6: the input list is not reordered', () => {
    const input = [step(2), step(1)];
    visibleSteps(input, 'Mobile');
    expect(numbers(input)).toEqual([2, 1]);
  });
});

describe('current step (R-FLOW-1)', () => {
  const steps = [step(1), step(2, 'Landing', { url: 'https://shop.example/checkout-2' }), step(3)];

  test.each([
    ['/p3', 'p3'],
    ['p3', 'p3'],
    ['/p3/', 'p3'],
    ['/p3.html?uid=a#x', 'p3'],
    ['https://shop.example/p3?step=1', 'p3'],
    ['', ''],
  ])('R-RT-10: the page key of %j is %j', (path, key) => {
    expect(pageKey(path)).toBe(key);
  });

  test('R-FLOW-1: the step query value wins', () => {
    expect(findCurrentStep(steps, { stepParam: '3', path: '/p1' })?.step).toBe(3);
  });

  test('R-FLOW-1: without a usable step value the path is matched against variant urls', () => {
    expect(findCurrentStep(steps, { stepParam: null, path: '/p1' })?.step).toBe(1);
    expect(findCurrentStep(steps, { stepParam: '9', path: '/p1' })?.step).toBe(1);
    expect(findCurrentStep(steps, { stepParam: 'two', path: '/p1' })?.step).toBe(1);
  });

  test('R-FLOW-1: the path also matches the step url', () => {
    expect(stepMatchesPath(steps[1]!, '/checkout-2')).toBe(true);
    expect(findCurrentStep(steps, { path: '/checkout-2' })?.step).toBe(2);
  });

  test('R-FLOW-1: off the funnel there is no current step', () => {
    expect(findCurrentStep(steps, { path: '/home' })).toBeUndefined();
    expect(findCurrentStep(steps, {})).toBeUndefined();
  });

  test('R-QP-1: step values are whole numbers', () => {
    expect(parseStepParam('4')).toBe(4);
    expect(parseStepParam(' 12 ')).toBe(12);
    expect(parseStepParam('4.5')).toBeUndefined();
    expect(parseStepParam('-1')).toBeUndefined();
    expect(parseStepParam(undefined)).toBeUndefined();
  });
});

describe('page keys (R-FLOW-1)', () => {
  test('R-FLOW-1: a path is keyed by its first segment, however many slashes lead it', () => {
    expect(pageKey('//os221230a_ap')).toBe('os221230a_ap');
    expect(pageKey('os221230a_ap/extra')).toBe('os221230a_ap');
    expect(stepMatchesPath(step(2, 'OrderForm', { variants: [variant('os221230a_ap')] }), '//os221230a_ap')).toBe(true);
  });

  test('R-RT-10: only a URL’s own scheme and host are its origin: a path that carries a URL is keyed by its own first segment', () => {
    expect(pageKey('/https://elsewhere.example/os221230a_ap')).toBe('https:');
    expect(
      stepMatchesPath(
        step(2, 'OrderForm', { variants: [variant('os221230a_ap')] }),
        '/https://elsewhere.example/os221230a_ap',
      ),
    ).toBe(false);
  });

  test('R-FLOW-1: only a trailing .html is the static file’s extension', () => {
    expect(pageKey('/os221230a_ap.html')).toBe('os221230a_ap');
    expect(pageKey('/offer.html5')).toBe('offer.html5');
  });

  test('R-CFG-4: a visibility the spec does not name shows on no device', () => {
    const odd = { visibility: 'Tablet only' } as unknown as Pick<Variant, 'visibility'>;
    expect(isVisibleOn(odd, 'Mobile')).toBe(false);
    expect(isVisibleOn(odd, 'Desktop')).toBe(false);
  });
});
