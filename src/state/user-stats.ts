/** The stored user stats (R-SES-6, key 'stats'): device info and the variant seen per main funnel and step. */
import {
  rememberStep,
  withDeviceInfo,
  type DeviceInfo,
  type StepStatsEntry,
  type UserStats,
} from '../domain/funnel/stats.ts';
import { emptyUserStats } from '../domain/funnel/stats.ts';
import { STATS_KEY } from './keys.ts';
import { persistedAtom } from './persisted.ts';
import { userStatsShape } from './session-shapes.ts';

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
