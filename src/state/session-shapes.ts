/**
 * The stored shapes the funnel runtime reads on every page (R-ORD-4 session data, R-SES-6 user
 * stats), on the small parsers of `domain/guard.ts` rather than zod (issue 10: a page without an
 * island loads at most 6 KB of JavaScript). Same rules as `schemas.ts`: unlisted keys are
 * dropped, and a corrupt field falls back on its own, so one bad field never loses the rest.
 */
import { AFFILIATE_KEYS, type AffiliateParameters } from '../domain/affiliate.ts';
import type { UserStats } from '../domain/funnel/stats.ts';
import * as g from '../domain/guard.ts';

const str = g.string();
/** Optional, and absent when what storage holds does not parse. */
const opt = <T>(p: g.Parser<T>) => g.fallback(g.optional(p), undefined);

/** R-AFF-1: the session's affiliate parameters (a missing or corrupt value is ''). */
export const affiliateParametersShape = g.object(
  Object.fromEntries(AFFILIATE_KEYS.map((k) => [k, g.fallback(str, '')])) as Record<
    keyof AffiliateParameters,
    g.Parser<string>
  >,
);

/** R-ORD-4: funnel session data (R-SES-1 session id, R-QP-1 pcid and dsid, R-AFF-1). */
export const sessionShape = g.object({
  sessionId: opt(g.string(14)),
  isCreated: g.fallback(g.boolean(), false),
  contentId: opt(str),
  destinationId: opt(str),
  affParameters: opt(affiliateParametersShape),
});

/** R-ORD-4: funnel session data. */
export type SessionData = g.Out<typeof sessionShape>;

/** R-SES-6: one remembered step. */
const stepStatsEntryShape = g.object({
  step: g.int(),
  genericUrl: opt(str),
  url: str,
  spId: opt(str),
  variantId: str,
});

/** R-SES-6: everything under the 'stats' key. */
export const userStatsShape: g.Parser<UserStats> = g.object({
  deviceInfo: opt(
    g.object({
      os: str,
      browser: str,
      language: str,
      device: g.oneOf(['Mobile', 'Desktop']),
      timezone: str,
      screen_resolution: str,
    }),
  ),
  // A corrupt funnel entry drops that funnel's list only.
  funnels: g.fallback(g.record(g.fallback(g.array(stepStatsEntryShape), [])), {}),
});
