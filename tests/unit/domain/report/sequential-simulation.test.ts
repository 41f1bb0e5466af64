/**
 * Issue 27, part 3: the split-test decision proven by simulation, with the domain functions and
 * no HTTP. Seeded visitors buy as `npm run simulate`'s do (src/simulate/rates.ts): 12 % order a
 * $69.64 bottle, then 30 % take the $59 upsell and, of the rest, 25 % the $39 downsell. Each test
 * is read at 20 evenly spaced looks, as a marketer opening the report every morning would.
 * - A/A (no difference; control and two variants, so the correction for several variants is in
 *   play): the share of tests ever showing "winner" stays at or under 5 % with the always-valid
 *   test, while the old fixed-horizon z-test (Holm-corrected, as the report had it) read at every
 *   look names a winner far more often.
 * - A planted 1.3× lift on one variant is found by 4,000 visitors per arm in at least 80 % of runs.
 * The figures are printed, and quoted in docs/marketers.md.
 */
import { describe, expect, test } from 'vitest';
import type { ArmTally, SplitTestPlan } from '../../../../src/domain/report/index.ts';
import { splitVerdict } from '../../../../src/domain/report/index.ts';
import { mulberry32 } from '../../../../src/simulate/random.ts';
import { DOWNSELL_RATE, UPSELL_RATE, VISITOR_CONVERSION } from '../../../../src/simulate/rates.ts';

const LOOKS = 20;
const PER_ARM = 4000;
const ORDER_CENTS = 6964; // what the simulator's buyer pays: one bottle with shipping and tax
const UPSELL_CENTS = 5900;
const DOWNSELL_CENTS = 3900;

const plan = (arms: number): SplitTestPlan => ({
  kind: 'page',
  funnel: 'F1',
  step: 1,
  splitTestingId: 'ST-SIM',
  label: 'simulated',
  source: { mainFunnelId: 'MF-1' },
  arms: Array.from({ length: arms }, (_, i) => ({ sfid: `V-${i}`, url: `p${i}`, expectedShare: 1 / arms })),
  control: 0,
  primaryMetric: 'revenuePerVisitor',
  minimumEffect: 0.1,
});

/** One visitor: what they paid in cents (0 without an order), upsell or else downsell taken at the simulator's rates. */
function visit(random: () => number, lift: number): number {
  if (random() >= VISITOR_CONVERSION * lift) return 0;
  if (random() < UPSELL_RATE) return ORDER_CENTS + UPSELL_CENTS;
  return ORDER_CENTS + (random() < DOWNSELL_RATE ? DOWNSELL_CENTS : 0);
}

/** Reads one seeded test at each look; what the new and the old rule said along the way. */
function runTest(seed: number, lifts: readonly number[]) {
  const random = mulberry32(seed);
  const p = plan(lifts.length);
  const arms: ArmTally[] = lifts.map((_, i) => ({
    sfid: `V-${i}`,
    visitors: 0,
    conversions: 0,
    revenueCents: 0,
    revenueSquares: 0,
  }));
  let sequentialWinner: string | null = null;
  let firstDecision: string | null = null;
  let naiveWinner = false;
  for (let look = 1; look <= LOOKS; look++) {
    for (let v = 0; v < PER_ARM / LOOKS; v++)
      lifts.forEach((lift, i) => {
        const cents = visit(random, lift);
        const arm = arms[i]!;
        arm.visitors += 1;
        if (cents > 0) arm.conversions += 1;
        arm.revenueCents += cents;
        arm.revenueSquares += cents * cents;
      });
    const report = splitVerdict(p, { splitTestingId: p.splitTestingId, arms, firstAt: 0, lastAt: look * 86_400_000 });
    const winner = report.variants.find((x) => x.winner)?.sfid ?? null;
    sequentialWinner ??= winner;
    if (!firstDecision && report.decision !== 'keep-running') firstDecision = winner ?? report.decision;
    const control = report.variants[0]!;
    naiveWinner ||= report.variants.some(
      (x) => !x.control && (x.pValue ?? 1) < 0.05 && x.conversionRate > control.conversionRate,
    );
  }
  return { sequentialWinner, firstDecision, naiveWinner };
}

const share = (xs: boolean[]) => xs.filter(Boolean).length / xs.length;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

describe('the decision under daily looks, by simulation', () => {
  test('R-VAR-2: 500 seeded A/A/A tests at 20 looks: false winners ≤ 5 % (the naive z-test far more)', () => {
    const runs = Array.from({ length: 500 }, (_, seed) => runTest(1000 + seed, [1, 1, 1]));
    const sequential = share(runs.map((r) => r.sequentialWinner !== null));
    const naive = share(runs.map((r) => r.naiveWinner));
    console.log(
      `A/A/A, 500 tests × 20 looks: false winner ${pct(sequential)} (always-valid) vs ${pct(naive)} (naive z-test)`,
    );
    expect(sequential).toBeLessThanOrEqual(0.05);
    expect(naive).toBeGreaterThan(2 * sequential);
    expect(naive).toBeGreaterThan(0.1);
  });

  test('R-VAR-2: a planted 1.3× lift on one variant is found by 4,000 visitors per arm in ≥ 80 % of 500 runs', () => {
    const runs = Array.from({ length: 500 }, (_, seed) => runTest(5000 + seed, [1, 1.3]));
    const found = share(runs.map((r) => r.firstDecision === 'V-1'));
    const wrong = share(runs.map((r) => r.sequentialWinner === 'V-0'));
    console.log(`A/B with a 1.3× lift, 4,000 visitors per arm, 500 runs: winner found in ${pct(found)}`);
    expect(found).toBeGreaterThanOrEqual(0.8);
    expect(wrong).toBe(0);
  });
});
