/**
 * Calls to action on funnel pages (R-FLOW-1, R-VAR-2, R-QP-1): every `a[data-funnel-action]`
 * leads to the funnel's configured step for its action, with the variant chosen once on arrival,
 * carrying the session, destination, campaign and affiliate parameters. Where the funnel has no
 * such step (a page outside its steps), the link's built href is kept, with the parameters added.
 * The built href already points at the same step, so a tap before this runs goes there too.
 */
import { CALL_TO_ACTION } from './call-to-action.ts';
import { carriedQuery } from './carried-query.ts';
import { go, targetFor, withQuery, type NavAction, type NavTarget } from './navigation.ts';

/** A plain primary-button tap, the kind a page may take over (not a new-tab or download click). */
function isPlainTap(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

const ACTIONS: readonly string[] = ['next', 'yes', 'no', 'fail', 'first', 'last'];

function isAction(value: string | undefined): value is NavAction {
  return value !== undefined && ACTIONS.includes(value);
}

/** Points every call to action at its target and sends a plain tap there. */
export function wireCallsToAction(root: ParentNode = document): void {
  const targets = new Map<NavAction, NavTarget | null>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>(CALL_TO_ACTION)) {
    const action = link.dataset.funnelAction;
    if (!isAction(action)) continue;
    if (!targets.has(action)) targets.set(action, targetFor(action));
    const target = targets.get(action) ?? { href: withQuery(link.getAttribute('href') ?? '/', carriedQuery()) };
    link.href = target.href;
    link.addEventListener('click', (event) => {
      if (!isPlainTap(event)) return;
      event.preventDefault();
      go(target);
    });
  }
}
