/** Focus that waits for the render showing its target (a step just unhidden, a summary just shown). */
import { useEffect, useRef, type RefObject } from 'react';

/** Returns `focusLater(id)`; 'error-summary' focuses `summary`. */
export function useFocusAfterRender(summary: RefObject<HTMLElement | null>): (id: string) => void {
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (!next.current) return;
    const target = next.current === 'error-summary' ? summary.current : document.getElementById(next.current);
    next.current = null;
    target?.focus();
  });
  return (id: string) => {
    next.current = id;
  };
}
