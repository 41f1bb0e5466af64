/** The ids a main funnel answers to: its uniqueIdentifier and its former ones (R-CFG-2, ours: `aliases`). */
import type { MainFunnel } from './types.ts';

/** Its uniqueIdentifier first, then its aliases. */
export const funnelIds = (f: Pick<MainFunnel, 'uniqueIdentifier' | 'aliases'>): string[] => [
  f.uniqueIdentifier,
  ...(f.aliases ?? []),
];
