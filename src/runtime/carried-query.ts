/**
 * R-QP-1, R-QP-2: the query a link of the funnel carries on. Apart from the islands' navigation
 * API (navigation.ts) because a split-tested step's routing needs it at once, and the page should
 * not load the whole navigation for it; it goes with the funnel rules (integrations/runtime-chunk.ts).
 */
import { session } from '../state/session.ts';
import { query } from './funnel.ts';

/** Query parameters the target page sets itself. */
const OWN = ['uid', 'step', 'pcid', 'preview'];

/** Everything of the current query worth keeping (session, destination, campaign, affiliate). */
export function carriedQuery(): Record<string, string> {
  const carry: Record<string, string> = {};
  for (const [k, v] of query()) if (!OWN.includes(k)) carry[k] = v;
  const s = session.get();
  if (s.sessionId) carry.sessionid ??= s.sessionId;
  if (s.destinationId) carry.dsid ??= s.destinationId;
  return carry;
}
