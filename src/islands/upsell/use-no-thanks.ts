/**
 * No thanks on the offer page: the way on (tracking, funnel state, the next page's address) after
 * the tap's frame, a second tap meanwhile being the same tap. While a provider's return is being
 * completed it says it waits, and goes once the return is handled and the page stays (`settled`).
 * After a charge whose outcome is unknown it goes nowhere: it finds out how the charge ended first
 * (use-agree.ts), and the page then says so: bought, on as after yes; else the offer again.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { funnelNav } from '../../runtime/navigation.ts';
import { nextPaint } from '../next-paint.ts';
import { advanceUpsellIndex, boughtSoFar } from './advance.ts';

/** Follows no, the shopper's place one offer on. */
function declineOffer() {
  if (funnelNav.no(boughtSoFar())) advanceUpsellIndex();
}

/** What the tap needs to know when it comes: whether another tap holds the page, a preview, a return under way, a charge to find out. */
export interface NoThanksTap {
  blocked: boolean;
  preview: boolean;
  completing: boolean;
  unsettled: boolean;
  previewNote(): void;
  findOut(): void;
}

/** The hook. */
export function useNoThanks() {
  const [waiting, setWaiting] = useState(false);
  const queued = useRef(false);
  const declining = useRef(false);
  return {
    waiting,
    /** The provider's return is handled and the page stays: a no thanks tapped meanwhile goes now. */
    settled() {
      if (!queued.current) return;
      queued.current = false;
      setWaiting(false);
      declineOffer();
    },
    tap(event: MouseEvent<HTMLAnchorElement>, t: NoThanksTap) {
      event.preventDefault();
      if (t.blocked || declining.current) return;
      if (t.preview) return t.previewNote();
      if (t.unsettled) return t.findOut();
      if (t.completing) {
        queued.current = true;
        setWaiting(true);
        return;
      }
      declining.current = true;
      void nextPaint().then(() => {
        declining.current = false;
        declineOffer();
      });
    },
  };
}
