/**
 * How the report names what changed or is no longer in the manifest, the same on the sandbox's
 * page and in the terminal: a test's period, a variant, funnel or step no longer live.
 */
import type { FunnelReport, StepReport } from './funnel-steps.ts';
import { reportDay } from './history.ts';
import type { SplitTestReport, VariantResult } from './verdict.ts';

/** ' (period 2 of 2, from 27 Nov 2026)', or '' for a test that never changed. */
export function periodLabel(t: Pick<SplitTestReport, 'period' | 'periods' | 'from' | 'to'>): string {
  if (!t.periods || t.periods < 2) return '';
  const span = [
    t.from !== null && t.from !== undefined ? `from ${reportDay(t.from)}` : '',
    t.to !== null && t.to !== undefined ? `until ${reportDay(t.to)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return ` (period ${t.period} of ${t.periods}${span ? `, ${span}` : ''})`;
}

/** 'V-AGE-1B (control)', 'V-AGE-1B (no longer live since 27 Nov 2026)'. */
export function variantLabel(v: Pick<VariantResult, 'sfid' | 'control' | 'live' | 'lastSeen'>): string {
  const gone =
    v.live === false ? ` (no longer live${v.lastSeen === null ? '' : ` since ${reportDay(v.lastSeen)}`})` : '';
  return `${v.sfid}${v.control ? ' (control)' : ''}${gone}`;
}

/** 'Funnel BF26 (120 visitors; no longer live since 27 Nov 2026)'. */
export function funnelLabel(f: Pick<FunnelReport, 'funnel' | 'visitors' | 'live' | 'lastAt'>): string {
  const gone = f.live ? '' : `; no longer live${f.lastAt === null ? '' : ` since ${reportDay(f.lastAt)}`}`;
  return `Funnel ${f.funnel} (${f.visitors} visitors${gone})`;
}

/** '6. Elixir upsell', or '6. Elixir upsell (no longer in the funnel)'. */
export function stepLabel(s: Pick<StepReport, 'step' | 'name' | 'live'>, funnelLive: boolean): string {
  return `${s.step}. ${s.name}${funnelLive && !s.live ? ' (no longer in the funnel)' : ''}`;
}
