/**
 * A form's busy flag, from a tap until the page moves on or the tap fails: the ref answers a second
 * tap at once, before React renders; the state shows it (aria-busy). A page left moving on may be
 * shown again from the back-forward cache as it was left: then it is not busy, and moves on again.
 */
import { useCallback, useRef, useState } from 'react';
import { useShownAgain } from './use-shown-again.ts';

/** The busy flag: `busy` to render, `isBusy()` to check at a tap, `setBusy` to change both. */
export function useBusy() {
  const [busy, setShown] = useState(false);
  const held = useRef(false);
  const setBusy = useCallback((on: boolean) => {
    held.current = on;
    setShown(on);
  }, []);
  useShownAgain(() => setBusy(false));
  return { busy, isBusy: () => held.current, setBusy };
}
