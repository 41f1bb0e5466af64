/**
 * What a marketer may do with a split test, in one sentence (src/domain/report/decision.ts), and
 * what the verdict says first about a test's period (verdict.ts periodNote).
 */
import { describe, expect, test } from 'vitest';
import {
  decide,
  decisionSentence,
  periodNote,
  type DecisionInput,
  type SentenceInput,
  type SplitTestPlan,
} from '../../../../src/domain/report/index.ts';
import { plan } from './split-test-fixtures.ts';

const control = { sfid: 'A', control: true, significant: false, estimate: null, high: null };
const challenger = (sfid: string, significant: boolean, estimate: number | null, high: number | null) => ({
  sfid,
  control: false,
  significant,
  estimate,
  high,
});
const decideOn = (...variants: DecisionInput['variants']) =>
  decide({ mismatch: false, variants: [control, ...variants] });

describe('R-VAR-2: the decision', () => {
  test('a broken split is fixed first, whatever the variants show', () => {
    expect(decide({ mismatch: true, variants: [control, challenger('B', true, 0.5, 0.9)] })).toEqual({
      decision: 'fix-split',
      winner: null,
    });
  });

  test('the winner is the significant variant with the highest positive lift', () => {
    expect(
      decideOn(challenger('B', true, 0.2, 0.4), challenger('C', true, 0.3, 0.5), challenger('D', false, 0.6, 1)),
    ).toEqual({
      decision: 'winner',
      winner: 'C',
    });
    expect(decideOn(challenger('B', true, 0.3, 0.5), challenger('C', true, 0.2, 0.4))).toEqual({
      decision: 'winner',
      winner: 'B',
    });
  });

  test('a significant loss or a lift of 0 wins nothing; control never wins', () => {
    expect(decideOn(challenger('B', true, -0.3, -0.1)).decision).toBe('no-meaningful-difference');
    expect(decideOn(challenger('B', true, 0, 0.2))).toEqual({ decision: 'keep-running', winner: null });
    expect(decideOn(challenger('B', true, null, null))).toEqual({ decision: 'keep-running', winner: null });
    expect(decide({ mismatch: false, variants: [{ ...control, significant: true, estimate: 1, high: 2 }] })).toEqual({
      decision: 'keep-running',
      winner: null,
    });
  });

  test('futile only when every challenger’s interval tops out below a 5 % lift', () => {
    expect(decideOn(challenger('B', false, 0, 0.049), challenger('C', false, -0.1, 0)).decision).toBe(
      'no-meaningful-difference',
    );
    expect(decideOn(challenger('B', false, 0, 0.049), challenger('C', false, 0, 0.05)).decision).toBe('keep-running');
    expect(decideOn(challenger('B', false, 0, 0.049), challenger('C', false, null, null)).decision).toBe(
      'keep-running',
    );
  });
});

describe('R-VAR-2: the sentence', () => {
  const base: SentenceInput = {
    decision: 'keep-running',
    metric: 'revenuePerVisitor',
    winner: null,
    minimumEffect: 0.1,
    visitorsNeeded: 12_345.2,
    daysNeeded: 3,
  };

  test('a winner with its lift and interval, signs and one decimal', () => {
    expect(
      decisionSentence({
        ...base,
        decision: 'winner',
        winner: { sfid: 'B', estimate: 0.1234, low: -0.0051, high: 0.25 },
      }),
    ).toBe('Stop: B wins on revenue per visitor, +12.3 % over control (95 % interval −0.5 % to +25.0 %).');
    expect(
      decisionSentence({ ...base, decision: 'winner', winner: { sfid: 'C', estimate: 0.08, low: 0, high: 0.16 } }),
    ).toBe('Stop: C wins on revenue per visitor, +8.0 % over control (95 % interval +0.0 % to +16.0 %).');
    expect(decisionSentence({ ...base, decision: 'winner', winner: null, metric: 'conversionRate' })).toBe(
      'Stop: a variant wins on conversion rate.',
    );
  });

  test('the other stops', () => {
    expect(decisionSentence({ ...base, decision: 'fix-split' })).toBe(
      'Fix the split: visitors are not split as configured, so no result of this test can be trusted.',
    );
    expect(decisionSentence({ ...base, decision: 'no-meaningful-difference' })).toBe(
      'Stop: no variant is likely to beat control by 5 % or more on revenue per visitor.',
    );
  });

  test('keep running: visitors rounded up with separators, and the days at today’s traffic', () => {
    expect(decisionSentence(base)).toBe(
      "Keep running: about 12,346 more visitors, about 3 days at today's traffic to detect a 10 % lift in revenue per visitor with 80 % power.",
    );
    expect(decisionSentence({ ...base, daysNeeded: 1 })).toContain(", about 1 day at today's traffic to detect");
    expect(decisionSentence({ ...base, daysNeeded: 0.4 })).toContain(", about 1 day at today's traffic");
    expect(decisionSentence({ ...base, daysNeeded: null, minimumEffect: 0.25 })).toBe(
      'Keep running: about 12,346 more visitors to detect a 25 % lift in revenue per visitor with 80 % power.',
    );
  });

  test('keep running without a figure: too few to tell, or enough visitors already', () => {
    expect(decisionSentence({ ...base, visitorsNeeded: null })).toBe(
      'Keep running: too few visitors or sales yet to tell how many more are needed to detect a 10 % lift in revenue per visitor.',
    );
    expect(decisionSentence({ ...base, visitorsNeeded: 0 })).toBe(
      'Keep running: the test has the visitors to detect a 10 % lift in revenue per visitor, and so far no variant differs from control by that much.',
    );
  });
});

describe('what the sentence says first about a test’s period', () => {
  const NOV_20 = Date.parse('2026-11-20T12:00:00Z');
  const DEC_3 = Date.parse('2026-12-03T08:00:00Z');
  const p = (extra: Partial<SplitTestPlan>): SplitTestPlan => ({ ...plan(['A', 'B']), ...extra });

  test('a live test that never changed says nothing; a restarted one says why', () => {
    expect(periodNote(p({}), { lastAt: DEC_3 })).toBe('');
    expect(periodNote(p({ live: true, change: 'V-B was removed on 20 Nov 2026' }), { lastAt: DEC_3 })).toBe(
      'V-B was removed on 20 Nov 2026: this test restarted then, and is judged from then on. ',
    );
  });

  test('an earlier period is judged as it stood until it changed', () => {
    expect(periodNote(p({ live: false, period: 1, periods: 2, to: NOV_20 }), { lastAt: DEC_3 })).toBe(
      'Until 20 Nov 2026, when it changed; as it stood: ',
    );
    // Without an end, an earlier period is read as no longer live, not as changed on 1 Jan 1970.
    expect(periodNote(p({ live: false, period: 1, periods: 2, to: null }), { lastAt: DEC_3 })).toBe(
      'No longer live since 3 Dec 2026, its last visitor; as it stood: ',
    );
    expect(periodNote(p({ live: false, period: 1, periods: 2, to: undefined }), { lastAt: null })).toBe(
      'No longer live; as it stood: ',
    );
  });

  test('a test no longer configured is judged as it stood at its last visitor', () => {
    expect(periodNote(p({ live: false, period: 1, periods: 1, to: NOV_20 }), { lastAt: DEC_3 })).toBe(
      'No longer live since 3 Dec 2026, its last visitor; as it stood: ',
    );
    expect(
      periodNote(p({ live: false, period: 2, periods: 2, to: null, change: 'the test was turned on again' }), {
        lastAt: null,
      }),
    ).toBe(
      'The test was turned on again: this test restarted then, and is judged from then on. No longer live; as it stood: ',
    );
  });
});
