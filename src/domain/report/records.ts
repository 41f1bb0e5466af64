/**
 * What the report reads: stats records and orders shaped like `/__sandbox/api/stats` and
 * `/__sandbox/api/orders` (or a production API's JSON export of the same), parsed once here.
 * Only the fields the report uses are kept; anything else in a record is ignored.
 */
import { z } from 'zod';

const text = z.string().optional().catch(undefined);

/** One stored stats call: a page event or the destination variant (R-SES-4). */
export const statsRecordSchema = z.object({
  variant: z.string().optional(),
  createdAt: z.string(),
  body: z.object({
    eventType: z.string(),
    sessionId: text,
    funnelSTPId: text,
    mainFunnelId: text,
    splitTestingPageId: text,
    splitTestingFunnelId: text,
    destinationId: text,
    funnelSTFId: text,
    splitTestingId: text,
  }),
});
export type StatsRecord = z.infer<typeof statsRecordSchema>;

/** One order with the statsInfo it was sent with (the sandbox keeps it; null when none came). */
export const reportOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  date: z.string(),
  orderType: z.string(),
  parrentUpsellOrderId: z.string().nullable().optional(),
  total: z.number(),
  statsInfo: z.object({ sessionId: text, funnelSTPId: text, mainFunnelId: text }).nullable().optional(),
});
export type ReportOrder = z.infer<typeof reportOrderSchema>;

/** Parses a stats export; throws a ZodError naming the record and field at fault. */
export const parseStatsRecords = (data: unknown): StatsRecord[] => z.array(statsRecordSchema).parse(data);

/** Parses an orders export; throws a ZodError naming the record and field at fault. */
export const parseReportOrders = (data: unknown): ReportOrder[] => z.array(reportOrderSchema).parse(data);
