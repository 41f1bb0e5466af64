/**
 * The stored shape the funnel runtime reads on every page (R-ORD-4 session data). Same rules as
 * `schemas.ts`: unlisted keys are dropped, and a corrupt field falls back on its own, so one bad
 * field never loses the rest.
 */
import * as z from 'zod/mini';
import { AFFILIATE_KEYS, type AffiliateParameters } from '../domain/affiliate-keys.ts';
import { lenient as opt } from './lenient.ts';

const str = z.string();

/** R-AFF-1: the session's affiliate parameters (a missing or corrupt value is ''). */
export const affiliateParametersShape = z.object(
  Object.fromEntries(AFFILIATE_KEYS.map((k) => [k, z.catch(str, '')])) as Record<
    keyof AffiliateParameters,
    z.ZodMiniCatch<z.ZodMiniString>
  >,
);

/** R-ORD-4: funnel session data (R-SES-1 session id, R-QP-1 pcid and dsid, R-AFF-1). */
export const sessionShape = z.object({
  sessionId: opt(z.string().check(z.maxLength(14))),
  isCreated: z.catch(z.boolean(), false),
  contentId: opt(str),
  destinationId: opt(str),
  affParameters: opt(affiliateParametersShape),
});

/** R-ORD-4: funnel session data. */
export type SessionData = z.output<typeof sessionShape>;
