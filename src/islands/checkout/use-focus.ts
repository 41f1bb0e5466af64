/** Focus that waits for the render showing its target (a step just unhidden, a summary just shown). */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Focus } from '../../state/checkout.ts';
import { fieldId } from './binding.ts';

/**
 * Returns `focusLater(to)` for what a checkout action points to: the error summary (`summary`), the
 * payment step's title or a field of the form `prefix`. Asking renders once more, so the focus
 * follows whichever update shows the target.
 */
export function useFocusAfterRender(summary: RefObject<HTMLElement | null>, prefix: string) {
  const next = useRef<Focus | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const to = next.current;
    if (!to) return;
    next.current = null;
    if (to === 'error-summary') summary.current?.focus();
    else document.getElementById(to === 'payment' ? `${prefix}-step-2-title` : fieldId(prefix, to))?.focus();
  });
  return (to: Focus | undefined): void => {
    if (!to) return;
    next.current = to;
    rerender((n) => n + 1);
  };
}
