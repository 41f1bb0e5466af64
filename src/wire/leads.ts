/** Leads (R-SES-8). ours: the spec names the lead-creation delay only; path and shapes are ours. */
import * as z from 'zod/mini';
import { email, matching, optText } from './fields.ts';
import { withStatsInfo } from './common.ts';
import { LIMITS } from './limits.ts';

/** ours: POST leads/create: a shopper who typed an email and may not finish (statsInfo names funnel and session). */
export const leadRequest = z.object({
  email: email(),
  firstName: optText(LIMITS.name),
  lastName: optText(LIMITS.name),
  phone: z.optional(matching(/^[0-9]{10,15}$/, '10 to 15 digits')),
  ...withStatsInfo,
});
export type LeadRequest = z.input<typeof leadRequest>;
/** ours: the recorded lead's id. */
export const leadCreated = z.object({ id: z.string() });
