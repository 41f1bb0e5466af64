/** The stored user stats (R-SES-6, key 'stats'): device info and the variant seen per main funnel and step. */
import {
  rememberStep,
  withDeviceInfo,
  type DeviceInfo,
  type StepStatsEntry,
  type UserStats,
} from '../domain/funnel/stats.ts';
import { emptyUserStats } from '../domain/funnel/stats.ts';
import * as z from 'zod/mini';
import { lenient as opt } from './lenient.ts';
import { STATS_KEY } from './keys.ts';
import { persistedAtom } from './persisted.ts';

const str = z.string();

/** R-SES-6: one remembered step. */
const stepStatsEntryShape = z.object({
  step: z.int(),
  genericUrl: opt(str),
  url: str,
  spId: opt(str),
  variantId: str,
});

/**
 * R-SES-6: everything under the 'stats' key. Same rules as `schemas.ts`: unlisted keys are
 * dropped, and a corrupt field falls back on its own, so one bad field never loses the rest.
 */
export const userStatsShape: z.ZodMiniType<UserStats> = z.object({
  deviceInfo: opt(
    z.object({
      os: str,
      browser: str,
      language: str,
      device: z.enum(['Mobile', 'Desktop']),
      timezone: str,
      screen_resolution: str,
    }),
  ),
  // A corrupt funnel entry drops that funnel's list only.
  funnels: z.catch(z.record(z.string(), z.catch(z.array(stepStatsEntryShape), [])), {}),
});

/** R-SES-6: the user stats. */
export const userStats = persistedAtom(STATS_KEY, userStatsShape, emptyUserStats);

/** R-VAR-2: remembers the variant shown for a step of the main funnel (its sfid). */
export function rememberVariant(mainFunnelId: string, entry: StepStatsEntry): void {
  userStats.set(rememberStep(userStats.get(), mainFunnelId, entry));
}

/** R-SES-6: stores the device info. */
export function setDeviceInfo(deviceInfo: DeviceInfo): void {
  userStats.set(withDeviceInfo(userStats.get(), deviceInfo));
}

/** The current stats in the domain's type. */
export function currentUserStats(): UserStats {
  return userStats.get();
}
