/**
 * Back to a page the browser kept in its back-forward cache (Chrome and Safari do): the page comes
 * back as it was left, its scripts' state with it, and nothing hydrates again. What was busy moving
 * on when the page was left is not busy any more; an island resets that here.
 */
import { useEffect, useRef } from 'react';

/** Runs `reset` each time the page is shown again from the back-forward cache. */
export function useShownAgain(reset: () => void): void {
  const latest = useRef(reset);
  latest.current = reset;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
