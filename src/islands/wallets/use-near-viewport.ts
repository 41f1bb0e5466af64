/** True once the element is about to be seen (within `margin` of the viewport); stays true. */
import { useEffect, useState, type RefObject } from 'react';

/**
 * How near the screen the wallets start to load: a screen's height ahead, so that by the time a
 * shopper scrolling down the form gets there, their buttons are there (they appear out of sight).
 */
export const NEAR_MARGIN = '100%';

/** Watches `ref` with an IntersectionObserver; provider scripts load only after this turns true. */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = NEAR_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
