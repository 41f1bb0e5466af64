/**
 * The offline report (`npm run report`): the sums of aggregate.sql over a store's exports, run by
 * DuckDB, turned into the same ReportCounts the sandbox tallies from its records, then into the
 * report by the same statistics (reportFromCounts).
 */
import { readFileSync } from 'node:fs';
import { emptyArm, type ReportCounts } from '../domain/report/counts.ts';
import { everyDestination, everyFunnel, versionsOf, type ReportConfig } from '../domain/report/history.ts';
import { reportFromCounts, type Report } from '../domain/report/report.ts';
import { splitTestPlans } from '../domain/report/split-tests.ts';
import { runAggregation, type EngineLimits, type InputTable, type Row } from './duckdb.ts';

type Config = ReportConfig;

const SQL = readFileSync(new URL('./aggregate.sql', import.meta.url), 'utf8');

/**
 * The plan tables aggregate.sql reads: every page variant and destination any version had (by
 * index), each split-test period's arms with the span its views count in, and the arms in order.
 */
export function planTables(config: Config): InputTable[] {
  const versions = versionsOf(config);
  const funnels = everyFunnel(versions);
  const destinations = everyDestination(versions);
  const plans = splitTestPlans(config);
  const places = funnels.flatMap((f, fi) =>
    f.defaultFunnels.flatMap((step, si) => step.variants.map((v) => [fi, si, f.sfid, v.sfid])),
  );
  const span = (x: number | null | undefined) => (x === undefined ? null : x);
  return [
    {
      name: 'plan_places',
      columns: {
        place: 'INTEGER',
        funnel_index: 'INTEGER',
        step_index: 'INTEGER',
        main_funnel_id: 'VARCHAR',
        variant: 'VARCHAR',
      },
      rows: places.map((row, i) => [i, ...row]),
    },
    {
      name: 'plan_page_arms',
      columns: {
        test_index: 'INTEGER',
        main_funnel_id: 'VARCHAR',
        variant: 'VARCHAR',
        split_testing_id: 'VARCHAR',
        from_ms: 'BIGINT',
        to_ms: 'BIGINT',
      },
      rows: plans.flatMap((p, t) =>
        'mainFunnelId' in p.source
          ? p.arms.map((a) => [
              t,
              (p.source as { mainFunnelId: string }).mainFunnelId,
              a.sfid,
              p.splitTestingId,
              span(p.from),
              span(p.to),
            ])
          : [],
      ),
    },
    {
      name: 'plan_destinations',
      columns: { destination_index: 'INTEGER', destination_id: 'VARCHAR' },
      rows: destinations.map((d, i) => [i, d.sfid]),
    },
    {
      name: 'plan_destination_tests',
      columns: { test_index: 'INTEGER', destination_id: 'VARCHAR', from_ms: 'BIGINT', to_ms: 'BIGINT' },
      rows: plans.flatMap((p, t) =>
        'destinationId' in p.source ? [[t, p.source.destinationId, span(p.from), span(p.to)]] : [],
      ),
    },
    {
      name: 'plan_arms',
      columns: { test_index: 'INTEGER', arm_index: 'INTEGER', arm: 'VARCHAR' },
      rows: plans.flatMap((p, t) => p.arms.map((a, i) => [t, i, a.sfid])),
    },
  ];
}

const num = (row: Row | undefined, key: string): number => Number(row?.[key] ?? 0);
const at = (row: Row | undefined, key: string): number | null => (row?.[key] == null ? null : Number(row[key]));

/** The query's rows as ReportCounts, in plan and configuration order, with zeros where no row came. */
export function countsFromRows(config: Config, rows: Record<string, Row[]>): ReportCounts {
  const arms = rows.arms ?? [];
  const steps = rows.steps ?? [];
  const extremum = (values: (number | null)[], pick: (...xs: number[]) => number) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? pick(...known) : null;
  };
  return {
    sessions: num(rows.sessions?.[0], 'sessions'),
    splitTests: splitTestPlans(config).map((plan, t) => {
      const mine = arms.filter((r) => r.test_index === t);
      return {
        splitTestingId: plan.splitTestingId,
        arms: plan.arms.map((a, i) => {
          const r = mine.find((x) => x.arm_index === i);
          return r
            ? {
                sfid: a.sfid,
                visitors: num(r, 'visitors'),
                conversions: num(r, 'conversions'),
                revenueCents: num(r, 'revenue_cents'),
                revenueSquares: num(r, 'revenue_squares'),
                lastAt: at(r, 'last_at'),
              }
            : emptyArm(a.sfid);
        }),
        firstAt: extremum(
          mine.map((r) => at(r, 'first_at')),
          Math.min,
        ),
        lastAt: extremum(
          mine.map((r) => at(r, 'last_at')),
          Math.max,
        ),
      };
    }),
    funnels: everyFunnel(versionsOf(config)).map((f, fi) => ({
      sfid: f.sfid,
      visitors: num(
        rows.funnels?.find((r) => r.funnel_index === fi),
        'visitors',
      ),
      lastAt: at(
        rows.funnels?.find((r) => r.funnel_index === fi),
        'last_at',
      ),
      steps: f.defaultFunnels.map((step, si) => {
        const r = steps.find((x) => x.funnel_index === fi && x.step_index === si);
        return {
          step: step.step,
          views: num(r, 'views'),
          visitors: num(r, 'visitors'),
          continued: num(r, 'continued'),
          orders: num(r, 'orders'),
          revenueCents: num(r, 'revenue_cents'),
          buyers: num(r, 'buyers'),
        };
      }),
    })),
  };
}

/** The report over a stats export and an orders export (JSON array, NDJSON or Parquet). */
export async function offlineReport(
  config: Config,
  files: { stats: string; orders: string },
  limits?: EngineLimits,
): Promise<Report> {
  const rows = await runAggregation(SQL, files, planTables(config), limits);
  return reportFromCounts(config, countsFromRows(config, rows));
}
