/**
 * The calls every page makes: funnel stats (R-SES-4) and server logging (R-API-5). Their answers
 * are parsed without zod (`api/saved.ts`); these shapes are what the sandbox checks.
 */
import * as z from 'zod/mini';
import { id, matching, optText, required, text } from './fields.ts';
import { statsFields, statsPlaceFields, withAffParameters } from './common.ts';

/** A video percentage: a number from 0 to 100 or a short text. */
/* @__NO_SIDE_EFFECTS__ */
function percentageSchema() {
  return z.union([z.number().check(z.gte(0), z.lte(100)), text(8)]);
}

/** POST funnel/stats/save: a page event. */
export const pageStatsEvent = z.object({
  ...statsFields,
  videoPercentage: z.optional(percentageSchema()),
  customPayLoad1: optText(4000),
  customPayLoad2: optText(4000),
  eventType: required(100),
  ...statsPlaceFields,
  ...withAffParameters,
});
/** POST funnel/stats/save: the destination variant. */
export const destinationStatsEvent = z.object({
  funnelSTFId: id,
  sessionId: optText(64),
  destinationId: optText(64),
  splitTestingId: optText(64),
  eventType: required(100),
  ...withAffParameters,
});
export type PageStatsEvent = z.input<typeof pageStatsEvent>;
export type DestinationStatsEvent = z.input<typeof destinationStatsEvent>;

/** ours: POST log/server: level, message, logObject. */
export const serverLogRequest = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: required(2000),
  logObject: z.optional(z.unknown()),
  ...withAffParameters,
});
export type LogLevel = z.infer<typeof serverLogRequest>['level'];
/** GET {LOG_PATH}: msg, url, and the page's configured destinations and funnels (counts, always sent). */
export const getLogQuery = z.object({
  msg: required(4000),
  url: optText(2048),
  funnel_conf_destinations: matching(/^\d{1,6}$/, 'a count of configured destinations'),
  funnel_conf_funnels: matching(/^\d{1,6}$/, 'a count of configured funnels'),
});
