/**
 * The configuration the report reads over time. A store changes its funnels while they run: a
 * variant removed, a campaign retired, a split's shares moved from 50/50 to 80/20 under the same
 * split-test id. The report keeps what was recorded under each version: funnels and variants no
 * longer in the manifest stay with their numbers (marked no longer live), and a split test whose
 * shares or variants change is read as a new period from the change on, each period judged on its
 * own (a test judged against shares it did not run under would read as a broken split).
 */
import { armsOnSale, armWindowsOf, onSaleAt, type ArmWindows } from '../funnel/destination.ts';
import type { Destination, MainFunnel } from '../funnel/types.ts';
import type { Span } from '../sale-window.ts';

/** An earlier version of the funnels and destinations, and until when it applied (ms). */
export interface EarlierVersion {
  until: number;
  funnels: readonly MainFunnel[];
  destinations: readonly Destination[];
}

/** What the report is computed against: the configuration now, and the versions before it, oldest first. */
export interface ReportConfig {
  funnels: readonly MainFunnel[];
  destinations: readonly Destination[];
  earlier?: readonly EarlierVersion[] | undefined;
}

/** A version of the configuration and when it began (ms), as the sandbox and git keep them. */
export interface DatedVersion {
  at: number;
  funnels: readonly MainFunnel[];
  destinations: readonly Destination[];
}

/** The report's configuration from dated versions, oldest first: the last is the current one. */
export function configFromVersions(versions: readonly DatedVersion[]): ReportConfig {
  const current = versions.at(-1) ?? { at: 0, funnels: [], destinations: [] };
  return {
    funnels: current.funnels,
    destinations: current.destinations,
    earlier: versions.slice(0, -1).map((v, i) => ({
      until: versions[i + 1]!.at,
      funnels: v.funnels,
      destinations: v.destinations,
    })),
  };
}

/** A funnel's window in instants (the manifest's times in the store's time zone); {} when always sold. */
export type FunnelSpan = (funnel: MainFunnel) => Span;

/** Each destination as its page drew at `at`: a split's funnels outside their window left out. */
function drawnAt(destinations: readonly Destination[], windows: ArmWindows, at: number): Destination[] {
  return destinations.map((d) => {
    const splitTesting = armsOnSale(d, onSaleAt(windows, at));
    if (splitTesting.length === d.splitTesting.length) return d;
    // With none of its split's funnels on sale every visitor went to the default: no test ran.
    return { ...d, splitTesting, splitTestEnabled: d.splitTestEnabled && splitTesting.length > 0 };
  });
}

/**
 * The configuration as the generic-URL pages ran it: a destination's split into a funnel sold only
 * for a while leaves that funnel out before its start and after its end (armsOnSale), so each
 * version is cut where such a window opens or closes, up to `now`, and each piece lists the funnels
 * drawn then. The report then judges each stretch against the shares it ran under (a new period
 * where a funnel joined or left), not the whole test against shares the pages never drew.
 */
export function withArmWindows(config: ReportConfig, spanOf: FunnelSpan, now: number): ReportConfig {
  const pieces: DatedVersion[] = [];
  for (const v of versionsOf(config)) {
    const from = v.from ?? Number.NEGATIVE_INFINITY;
    const to = v.to ?? Number.POSITIVE_INFINITY;
    const windows = armWindowsOf(v.destinations, v.funnels, spanOf);
    const edges = Object.values(windows)
      .flatMap((w) => [w.starts, w.ends])
      .filter((t): t is number => t !== undefined && t > from && t < to && t <= now);
    for (const at of [from, ...[...new Set(edges)].sort((a, b) => a - b)])
      pieces.push({
        at: Number.isFinite(at) ? at : 0,
        funnels: v.funnels,
        destinations: drawnAt(v.destinations, windows, at),
      });
  }
  return configFromVersions(pieces);
}

/** One version with the span it applied over; null: open on that side. */
export interface Version {
  from: number | null;
  to: number | null;
  funnels: readonly MainFunnel[];
  destinations: readonly Destination[];
}

/** The versions of a configuration, oldest first, each with its span; the last is the current one. */
export function versionsOf(config: ReportConfig): Version[] {
  const earlier = config.earlier ?? [];
  return [...earlier, { until: null, funnels: config.funnels, destinations: config.destinations }].map((v, i) => ({
    from: i === 0 ? null : earlier[i - 1]!.until,
    to: v.until,
    funnels: v.funnels,
    destinations: v.destinations,
  }));
}

/**
 * Every funnel any version had, by sfid, as its latest version defines it, with the steps and
 * variants of earlier versions it no longer has added back (so what they recorded is counted).
 */
export function everyFunnel(versions: readonly Version[]): MainFunnel[] {
  const merged = new Map<string, MainFunnel>();
  for (const v of [...versions].reverse())
    for (const f of v.funnels) {
      const known = merged.get(f.sfid);
      if (!known) {
        merged.set(f.sfid, {
          ...f,
          defaultFunnels: f.defaultFunnels.map((s) => ({ ...s, variants: [...s.variants] })),
        });
        continue;
      }
      for (const step of f.defaultFunnels) {
        const kept = known.defaultFunnels.find((s) => s.step === step.step);
        if (!kept) known.defaultFunnels.push({ ...step, variants: [...step.variants] });
        else
          for (const variant of step.variants)
            if (!kept.variants.some((x) => x.sfid === variant.sfid)) kept.variants.push(variant);
      }
    }
  for (const f of merged.values()) f.defaultFunnels.sort((a, b) => a.step - b.step);
  return [...merged.values()];
}

/** Every destination any version had, by sfid, as its latest version defines it. */
export function everyDestination(versions: readonly Version[]): Destination[] {
  const merged = new Map<string, Destination>();
  for (const v of [...versions].reverse())
    for (const d of v.destinations) if (!merged.has(d.sfid)) merged.set(d.sfid, d);
  return [...merged.values()];
}

/** What is in the current version: funnels by sfid, variants as `funnel sfid|variant sfid`, steps as `funnel sfid|step`. */
export interface Live {
  funnels: ReadonlySet<string>;
  variants: ReadonlySet<string>;
  steps: ReadonlySet<string>;
  destinations: ReadonlySet<string>;
}

/** The funnels, steps, variants and destinations of the current configuration. */
export function liveParts(config: ReportConfig): Live {
  return {
    funnels: new Set(config.funnels.map((f) => f.sfid)),
    steps: new Set(config.funnels.flatMap((f) => f.defaultFunnels.map((s) => `${f.sfid}|${s.step}`))),
    variants: new Set(
      config.funnels.flatMap((f) => f.defaultFunnels.flatMap((s) => s.variants.map((v) => `${f.sfid}|${v.sfid}`))),
    ),
    destinations: new Set(config.destinations.map((d) => d.sfid)),
  };
}

const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the report names it: '27 Nov 2026' (UTC). */
export function reportDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTH[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
