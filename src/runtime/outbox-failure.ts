/**
 * R-SES-4, R-AFF-2: an outbox event the API refused, or that had all its tries, is logged to the
 * server under the name the API client gives the call, never shown. Loaded only then, with the
 * logger (the tracking client, api/browser-config.ts).
 */
import { browserTrackingClient } from '../api/browser-config.ts';
import type { Sent } from '../api/send-event.ts';
import type { OutboxEntry } from '../domain/outbox.ts';

/** The call's name in the server log, as the API client names it. */
const callName = (entry: OutboxEntry, body: Record<string, unknown>) =>
  entry.path.startsWith('affiliate/')
    ? 'setAffParameters'
    : 'funnelSTFId' in body
      ? 'saveDestinationStats'
      : 'saveStats';

/** Logs the failed event: its call, the answer's status and words, its id. */
export async function logFailure(entry: OutboxEntry, body: Record<string, unknown>, sent: Sent): Promise<void> {
  const logger = await browserTrackingClient();
  await logger.logServer('error', `${callName(entry, body)} failed`, {
    status: sent.status,
    error: sent.error ?? 'no answer',
    eventId: entry.id,
  });
}
