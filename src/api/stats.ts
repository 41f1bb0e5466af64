/**
 * Funnel stats (R-SES-4): POST funnel/stats/save, a page event or the destination variant.
 * A custom payload is split in two halves (customPayLoad1, customPayLoad2). Failures are only
 * logged to the server; the functions resolve to whether the event was saved.
 */
import type { DestinationStatsEvent, PageStatsEvent } from '../wire/tracking.ts';
import { splitCustomPayload } from '../domain/custom-payload.ts';
import { saved } from './saved.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';
import type { LoggerApi } from './logger.ts';

export { splitCustomPayload };

/** Path of both stats variants. */
export const STATS_PATH = 'funnel/stats/save';

/** A page event whose custom payload is given whole (text or JSON-able value). */
export type StatsEventInput = Omit<PageStatsEvent, 'customPayLoad1' | 'customPayLoad2'> & { customPayLoad?: unknown };

/** The stats functions bound to a pipeline. */
export function statsApi(p: Pipeline, logger: LoggerApi) {
  const send = async (body: object, what: string, o?: CallOptions): Promise<boolean> => {
    try {
      await p.post(STATS_PATH, body, saved, o);
      return true;
    } catch (error) {
      await logger.logServer('error', `${what} failed`, error);
      return false;
    }
  };
  return {
    /** R-SES-4: POST funnel/stats/save with the page event; customPayLoad split in two halves. */
    saveStats({ customPayLoad, ...event }: StatsEventInput, o?: CallOptions): Promise<boolean> {
      return send({ ...event, ...splitCustomPayload(customPayLoad) }, 'saveStats', o);
    },
    /** R-SES-4: the destination variant: funnelSTFId, sessionId, destinationId, splitTestingId, eventType. */
    saveDestinationStats(event: DestinationStatsEvent, o?: CallOptions): Promise<boolean> {
      return send(event, 'saveDestinationStats', o);
    },
  };
}
