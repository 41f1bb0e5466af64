/**
 * The stored user stats (R-SES-6, storage key 'stats'): device info and, per main funnel id,
 * the variant the shopper saw on each step. Pure updates; the store in `src/state` persists.
 */
import type { DeviceKind } from './types.ts';

/** §3 Device info. */
export interface DeviceInfo {
  os: string;
  browser: string;
  language: string;
  device: DeviceKind;
  timezone: string;
  screen_resolution: string;
}

/** One remembered step: which variant page was shown, under which split-test id (R-VAR-2). */
export interface StepStatsEntry {
  step: number;
  genericUrl?: string | undefined;
  /** The variant's page url, e.g. 'os221230a_ap'. */
  url: string;
  /** The step's split-test id (splitTesting[0].sfid) when the variant was chosen; undefined without one. */
  spId?: string | undefined;
  /** The variant's sfid. */
  variantId: string;
}

/** R-SES-6: what is stored under 'stats'. */
export interface UserStats {
  deviceInfo?: DeviceInfo | undefined;
  /** Step entries per main funnel id (the main funnel's sfid). */
  funnels: Record<string, StepStatsEntry[]>;
}

/** Stats of a first visit. */
export const emptyUserStats: UserStats = { funnels: {} };

/** The entry remembered for (main funnel id, step), if any. */
export function rememberedStep(stats: UserStats, mainFunnelId: string, step: number): StepStatsEntry | undefined {
  return stats.funnels[mainFunnelId]?.find((e) => e.step === step);
}

/** Stats with the entry remembered for its step of the main funnel, replacing an older one. */
export function rememberStep(stats: UserStats, mainFunnelId: string, entry: StepStatsEntry): UserStats {
  const others = (stats.funnels[mainFunnelId] ?? []).filter((e) => e.step !== entry.step);
  const entries = [...others, entry].sort((a, b) => a.step - b.step);
  return { ...stats, funnels: { ...stats.funnels, [mainFunnelId]: entries } };
}

/** Stats with the device info set (R-SES-6). */
export function withDeviceInfo(stats: UserStats, deviceInfo: DeviceInfo): UserStats {
  return { ...stats, deviceInfo };
}
