/**
 * What real shoppers feel, per page kind: the 75th percentile of each web vital the pages sent
 * (their 'Web Vitals' stats events, runtime/web-vitals.ts), beside Google's "good" thresholds
 * (domain/web-vitals.ts). A page kind whose 75th percentile passes a threshold is named: at least
 * a quarter of its views felt slower, or shifted more, than Google calls good. The 75th percentile
 * is the one Google's own field data (CrUX) reports, the nearest-rank value of the sorted samples.
 */
import { z } from 'zod';
import { WEB_VITALS, WEB_VITALS_EVENT, type WebVitalName } from '../web-vitals.ts';

/** One measurement a page sent. */
export interface WebVitalSample {
  kind: string;
  metric: WebVitalName;
  value: number;
}

/** A metric's figures on one page kind. */
export interface WebVitalFigure {
  metric: WebVitalName;
  samples: number;
  /** The 75th percentile; null without samples. */
  p75: number | null;
  good: number;
  /** True when the 75th percentile passes the threshold. */
  over: boolean;
}

/** The web-vitals table: a row per page kind, and the page kinds over a threshold with what. */
export interface WebVitalsReport {
  kinds: { kind: string; metrics: WebVitalFigure[] }[];
  over: { kind: string; metrics: WebVitalName[] }[];
}

const payload = z.object({
  metric: z.enum(['LCP', 'INP', 'CLS']),
  value: z.number().nonnegative().finite(),
  kind: z.string().min(1).max(40),
});

const record = z.object({
  body: z.object({
    eventType: z.string(),
    customPayLoad1: z.string().optional(),
    customPayLoad2: z.string().optional(),
  }),
});

/**
 * The samples in stats records shaped like `/__sandbox/api/stats` (the custom payload in its two
 * halves, R-SES-4); records of other events, and payloads that are not a measurement, are skipped.
 */
export function webVitalSamples(records: readonly unknown[]): WebVitalSample[] {
  return records.flatMap((r) => {
    const parsed = record.safeParse(r);
    if (!parsed.success || parsed.data.body.eventType !== WEB_VITALS_EVENT) return [];
    const { customPayLoad1 = '', customPayLoad2 = '' } = parsed.data.body;
    try {
      const sample = payload.safeParse(JSON.parse(customPayLoad1 + customPayLoad2));
      return sample.success ? [sample.data] : [];
    } catch {
      return [];
    }
  });
}

/** The nearest-rank 75th percentile of `values`; null when there are none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** The table of the samples, page kinds in alphabetical order. */
export function webVitalsReport(samples: readonly WebVitalSample[]): WebVitalsReport {
  const kinds = [...new Set(samples.map((s) => s.kind))].toSorted();
  const rows = kinds.map((kind) => ({
    kind,
    metrics: WEB_VITALS.map(({ name, good }): WebVitalFigure => {
      const values = samples.filter((s) => s.kind === kind && s.metric === name).map((s) => s.value);
      const at = p75(values);
      return { metric: name, samples: values.length, p75: at, good, over: at !== null && at > good };
    }),
  }));
  return {
    kinds: rows,
    over: rows
      .map((r) => ({ kind: r.kind, metrics: r.metrics.filter((m) => m.over).map((m) => m.metric) }))
      .filter((r) => r.metrics.length > 0),
  };
}
