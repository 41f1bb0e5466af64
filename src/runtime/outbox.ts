/**
 * The outbox's half in the script every page runs (domain/outbox.ts): an event is written to
 * session storage the moment it happens, with where it happened, so a shopper who taps on at the
 * first paint leaves it behind to be sent rather than lost. The sender (`outbox-flush.ts`) is
 * asked for at once, beside the page: it sends the events after the tracking delay (R-CON-1), and
 * what is left as the page is hidden; what it could not send, the next page of the visit does.
 */
import type { EventPlace, RecordedEvent } from '../domain/outbox.ts';
import { SPLIT_FUNNEL_KEY } from '../domain/session.ts';
import { session } from '../state/session.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';
import { funnelData } from './page-data.ts';

/** The session storage key of the outbox. */
export const OUTBOX_KEY = 'trackingOutbox';

/** This page load, as the events it holds back name it (domain/outbox.ts `heldBy`). */
export const THIS_PAGE = String(performance.timeOrigin);

/**
 * Where the shopper is now, as an event records it: the address, the page's facts and the
 * session's values at this moment (R-QP-1: this page's dsid, else the session's; its pcid).
 */
export function placeHere(): EventPlace {
  return {
    url: window.location.href,
    page: funnelData()?.page,
    session: session.get(),
    splitTestingFunnelId: sessionGet(SPLIT_FUNNEL_KEY) || undefined,
  };
}

/** The stored outbox, unchecked (the sender checks each entry before it sends one). */
export function storedOutbox(): unknown[] {
  try {
    const value: unknown = JSON.parse(sessionGet(OUTBOX_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

let sender: Promise<typeof import('./outbox-flush.ts')> | undefined;

/**
 * Writes one event to the outbox (the sender gives it its id) and has the sender send it; one that
 * could not load is asked for again next time. A `held` event waits for this page to release it
 * (held-visit.ts).
 */
export function record(event: RecordedEvent, held = false): void {
  sessionSet(OUTBOX_KEY, JSON.stringify([...storedOutbox(), held ? { ...event, heldBy: THIS_PAGE } : event]));
  sendSoon();
}

/** Has the sender send what is waiting, after the tracking delay (R-CON-1). */
export function sendSoon(): void {
  sender ??= import('./outbox-flush.ts');
  sender.then(
    (m) => m.sendSoon(),
    () => (sender = undefined),
  );
}
