/**
 * R-SES-4: the destination variant of the stats call (funnelSTFId, sessionId, destinationId,
 * splitTestingId, eventType), from a generic URL or the experimental flow: counted against the
 * session's 300 (R-SES-5) and written to the outbox as it is (stats.ts, outbox.ts). Apart from
 * stats.ts, which every page runs at once, since only those two load it.
 */
import { emit } from './events.ts';
import { record } from './outbox.ts';
import { sessionId } from './session.ts';
import { STATS_PATH, takeEventBudget } from './stats.ts';

/** Records the destination event; false when the session's budget is spent. */
export function sendDestinationStats(funnelSTFId: string, destinationId: string, splitTestingId?: string): boolean {
  if (!takeEventBudget()) return false;
  const event = { funnelSTFId, sessionId: sessionId(), destinationId, splitTestingId, eventType: 'Destination' };
  emit({ event: 'Destination', ...event });
  record({ path: STATS_PATH, body: event });
  return true;
}
