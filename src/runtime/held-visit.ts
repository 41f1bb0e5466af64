/**
 * R-VAR-2 and the visit's events: on a step that may be split-tested the page writes its events at
 * once but holds them back (runtime/stats.ts `recordVisit(true)`) until its routing decides. When
 * the routing keeps the shopper here, they go as any other; when it sends a returning visitor on
 * to their variant, this page was never theirs to see: its events go unsent, and what they took
 * back is given back (the session's New Session, R-SES-2, which the variant's page sends then;
 * their share of the session's 300, R-SES-5).
 */
import { newRequestId } from '../api/request-id.ts';
import { dropHeld, parseOutbox, releaseHeld, type OutboxEntry } from '../domain/outbox.ts';
import { NEW_SESSION_FLAG } from '../domain/session.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';
import { OUTBOX_KEY, sendSoon, storedOutbox, THIS_PAGE } from './outbox.ts';
import { COUNT_KEY, STATS_PATH } from './stats.ts';

const read = () => parseOutbox(storedOutbox(), newRequestId).outbox;
const store = (outbox: readonly OutboxEntry[]) => sessionSet(OUTBOX_KEY, JSON.stringify(outbox));

/** The routing keeps the shopper on this page: the events it held go. */
export function releaseHeldVisit(): void {
  store(releaseHeld(read(), THIS_PAGE));
  sendSoon();
}

/** The routing sends the shopper on to their variant: the events this page held go unsent. */
export function dropHeldVisit(): void {
  const { outbox, dropped } = dropHeld(read(), THIS_PAGE);
  store(outbox);
  if (dropped.some((e) => e.stats?.eventType === 'New Session')) sessionSet(NEW_SESSION_FLAG, '1');
  const stats = dropped.filter((e) => e.path === STATS_PATH).length;
  sessionSet(COUNT_KEY, String(Math.max(0, (Number(sessionGet(COUNT_KEY)) || 0) - stats)));
}
