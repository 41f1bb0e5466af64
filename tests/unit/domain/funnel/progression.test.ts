import { describe, expect, test } from 'vitest';
import { firstStep, lastStep, nextStep, paymentFailureStep } from '../../../../src/domain/funnel/next-step.ts';
import { answerStep, nextDownsell, nextUpsell } from '../../../../src/domain/funnel/upsell-branch.ts';
import type { FunnelStep } from '../../../../src/domain/funnel/types.ts';
import { step } from './fixtures.ts';

/** 1 order form, 2 upsell, 3 downsell, 4 upsell, 5 downsell, 6 thank-you. */
const base = (over: Record<number, Partial<FunnelStep>> = {}): FunnelStep[] => [
  step(1, 'OrderForm', over[1]),
  step(2, 'Upsell', over[2]),
  step(3, 'DownSell', over[3]),
  step(4, 'Upsell', over[4]),
  step(5, 'DownSell', over[5]),
  step(6, 'Thankyou Page', over[6]),
];
const at = (steps: FunnelStep[], n: number): FunnelStep => steps.find((s) => s.step === n)!;
const answer = (steps: FunnelStep[], n: number, a: 'yes' | 'no') => answerStep(steps, at(steps, n), a)?.step;

describe('next step (R-FLOW-1)', () => {
  test('R-FLOW-1: the next step is the step after the current one', () => {
    const steps = base();
    expect(nextStep(steps, at(steps, 1))?.step).toBe(2);
    expect(nextStep(steps, at(steps, 5))?.step).toBe(6);
  });

  test('R-FLOW-1: after the last step, and off the funnel, there is none', () => {
    const steps = base();
    expect(nextStep(steps, at(steps, 6))).toBeUndefined();
    expect(nextStep(steps, undefined)).toBeUndefined();
  });

  test('R-FLOW-1: gaps in step numbers are skipped', () => {
    const steps = [step(1), step(5), step(9)];
    expect(nextStep(steps, at(steps, 5))?.step).toBe(9);
  });
});

describe('after an upsell (R-FLOW-2, R-FLOW-3)', () => {
  test('R-FLOW-2: yes on an upsell goes to overrideYes when set', () => {
    expect(answer(base({ 2: { overrideYes: 6 } }), 2, 'yes')).toBe(6);
  });

  test("R-FLOW-2: yes on an upsell without overrideYes goes to the step's upsell", () => {
    expect(answer(base({ 2: { upsell: 4 } }), 2, 'yes')).toBe(4);
  });

  test('R-FLOW-2: yes on an upsell without targets goes to the next later Upsell step', () => {
    expect(answer(base(), 2, 'yes')).toBe(4);
  });

  test('R-FLOW-2: no on an upsell goes to overrideNo when set', () => {
    expect(answer(base({ 2: { overrideNo: 5 } }), 2, 'no')).toBe(5);
  });

  test("R-FLOW-2: no on an upsell without overrideNo goes to the step's downsell", () => {
    expect(answer(base({ 2: { downsell: 5 } }), 2, 'no')).toBe(5);
  });

  test('R-FLOW-2: no on an upsell without targets goes to the next later DownSell step', () => {
    expect(answer(base(), 2, 'no')).toBe(3);
  });

  test('R-FLOW-2: no on an upsell without any downsell goes to the next upsell', () => {
    const steps = [step(1), step(2, 'Upsell'), step(3, 'Upsell'), step(4, 'Thankyou Page')];
    expect(answer(steps, 2, 'no')).toBe(3);
    expect(answer([step(1), step(2, 'Upsell', { upsell: 4 }), step(3), step(4, 'Upsell')], 2, 'no')).toBe(4);
  });

  test('R-FLOW-3: nothing found after an upsell → the first later step that is neither upsell nor downsell', () => {
    const steps = base();
    expect(answer(steps, 4, 'yes')).toBe(6);
    expect(answer(steps, 5, 'no')).toBe(6);
  });

  test('R-FLOW-3: with no later plain step there is no target', () => {
    const steps = [step(1), step(2, 'Upsell')];
    expect(answer(steps, 2, 'yes')).toBeUndefined();
    expect(answer(steps, 2, 'no')).toBeUndefined();
  });

  test('R-FLOW-2: an override naming a step hidden on this device (not listed) counts as not set', () => {
    const steps = base({ 2: { overrideYes: 42, overrideNo: 42 } });
    expect(answer(steps, 2, 'yes')).toBe(4);
    expect(answer(steps, 2, 'no')).toBe(3);
  });

  test('R-FLOW-2: an override naming the current step itself counts as not set (no loop)', () => {
    expect(answer(base({ 2: { overrideYes: 2 } }), 2, 'yes')).toBe(4);
  });

  test('R-FLOW-2: an override may lead back to an earlier step', () => {
    expect(answer(base({ 4: { overrideNo: 2 } }), 4, 'no')).toBe(2);
  });

  test('R-FLOW-2: step types are matched case-insensitively', () => {
    const steps = [step(1), step(2, 'upsell'), step(3, 'Downsell'), step(4)];
    expect(answer(steps, 2, 'no')).toBe(3);
  });
});

describe('after a downsell (our rule: R-FLOW-2 is silent)', () => {
  test('R-FLOW-2: yes on a downsell goes to overrideYes, else the next upsell', () => {
    expect(answer(base({ 3: { overrideYes: 6 } }), 3, 'yes')).toBe(6);
    expect(answer(base(), 3, 'yes')).toBe(4);
  });

  test('R-FLOW-2: no on a downsell goes to overrideNo, else the next upsell, never to another downsell', () => {
    expect(answer(base({ 3: { overrideNo: 6 } }), 3, 'no')).toBe(6);
    expect(answer(base(), 3, 'no')).toBe(4);
    const steps = [step(1), step(2, 'DownSell'), step(3, 'DownSell'), step(4, 'Thankyou Page')];
    expect(answer(steps, 2, 'no')).toBe(4);
  });

  test("R-FLOW-2: a downsell's upsell target is used for its next upsell", () => {
    expect(answer(base({ 3: { upsell: 4 } }), 3, 'yes')).toBe(4);
  });
});

describe('answers on other pages', () => {
  test('R-FLOW-1: a yes or no on a plain step goes to the next step', () => {
    const steps = base();
    expect(answer(steps, 1, 'yes')).toBe(2);
    expect(answer(steps, 1, 'no')).toBe(2);
    expect(answerStep(steps, undefined, 'yes')).toBeUndefined();
    const withSurvey = [step(1, 'Landing'), step(2, 'Survey'), step(3, 'OrderForm'), step(4, 'Upsell')];
    expect(answer(withSurvey, 1, 'yes')).toBe(2);
    expect(answer(withSurvey, 1, 'no')).toBe(2);
  });

  test('R-FLOW-2: next upsell and next downsell helpers follow the step targets first', () => {
    const steps = base({ 1: { upsell: 4, downsell: 5 } });
    expect(nextUpsell(steps, at(steps, 1))?.step).toBe(4);
    expect(nextDownsell(steps, at(steps, 1))?.step).toBe(5);
    expect(nextUpsell(base(), at(base(), 1))?.step).toBe(2);
    expect(nextDownsell(base(), at(base(), 1))?.step).toBe(3);
  });
});

describe('payment failure, first and last (R-FLOW-4, R-FLOW-5)', () => {
  test("R-FLOW-4: a payment failure goes to the step's nextPageFail", () => {
    const steps = base({ 2: { nextPageFail: 3 } });
    expect(paymentFailureStep(steps, at(steps, 2))?.step).toBe(3);
  });

  test('R-FLOW-4: without nextPageFail (or with an unlisted one) a payment failure goes to the last step', () => {
    const steps = base({ 4: { nextPageFail: 42 } });
    expect(paymentFailureStep(steps, at(steps, 2))?.step).toBe(6);
    expect(paymentFailureStep(steps, at(steps, 4))?.step).toBe(6);
    expect(paymentFailureStep(steps, undefined)?.step).toBe(6);
  });

  test('R-FLOW-5: first and last step of the list; none for an empty list', () => {
    expect(firstStep(base())?.step).toBe(1);
    expect(lastStep(base())?.step).toBe(6);
    expect(firstStep([])).toBeUndefined();
    expect(lastStep([])).toBeUndefined();
    expect(paymentFailureStep([], undefined)).toBeUndefined();
  });
});
