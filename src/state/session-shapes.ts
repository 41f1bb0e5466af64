/**
 * The stored shape the funnel runtime reads on every page (R-ORD-4 session data), on the core
 * parsers of `domain/guard-core.ts` rather than zod (a page without an
 * island loads at most 6 KB of JavaScript). Same rules as `schemas.ts`: unlisted keys are
 * dropped, and a corrupt field falls back on its own, so one bad field never loses the rest.
 */
import { AFFILIATE_KEYS, type AffiliateParameters } from '../domain/affiliate-keys.ts';
import * as g from '../domain/guard-core.ts';

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
