/**
 * R-AFF-1: the keys of the affiliate parameters, apart from the rules of `affiliate.ts`, so the
 * session's shape (which every page reads) carries the keys without the capture's code.
 */
import type { AffParameters } from '../wire/common.ts';

/** R-AFF-1: the affiliate parameters of §3 (the wire's keys, src/wire/common.ts); a missing value is ''. */
export type AffiliateParameters = { [K in keyof AffParameters]-?: string };

/** R-AFF-2: the values that come from the query (not referralUrl, landingUrl, salesFunnel). */
export const AFFILIATE_VALUE_KEYS = ['affId', 'offId', 'subId1', 'subId2', 'subId3', 'subId4', 'subId5'] as const;

/** R-AFF-1: every key of the affiliate parameters (§3), in order. */
export const AFFILIATE_KEYS = ['referralUrl', 'landingUrl', 'salesFunnel', ...AFFILIATE_VALUE_KEYS] as const;
