/** Funnel configuration for the report's unit tests: only what a test states differs from plain defaults. */
import type { Destination, FunnelStep, SplitTestSettings, Variant } from '../../../../src/domain/funnel/types.ts';

/** A variant visible everywhere; its page is its sfid in lower case unless `url` says otherwise. */
export const variant = (sfid: string, percentage = 50, isDefault = false, url = sfid.toLowerCase()): Variant => ({
  sfid,
  url,
  percentage,
  default: isDefault,
  visibility: 'All',
  splitTestEnabled: true,
});

/** A step of kind `type`, split-tested when it names its split test (an sfid, or the settings). */
export const step = (
  n: number,
  type: string,
  variants: Variant[],
  splitTesting: (string | SplitTestSettings)[] = [],
): FunnelStep => ({
  step: n,
  name: `step ${n}`,
  type,
  variants,
  splitTestEnabled: splitTesting.length > 0,
  splitTesting: splitTesting.map((s) => (typeof s === 'string' ? { sfid: s } : s)),
});

/** Destination DST-1 at /gu/go: `percentage` on funnel F1, the rest on F2 (split DST-ST-2). */
export const destination = (percentage: number): Destination => ({
  sfid: 'DST-1',
  genericUrl: 'go',
  defaultFunnel: 'F1',
  splitTestEnabled: true,
  percentage,
  splitTesting: [{ sfid: 'DST-ST-2', funnel: 'F2', percentage: 100 - percentage }],
});
