/** Focus that waits for the render showing its target (a step just unhidden, a summary just shown). */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Focus } from '../../state/checkout.ts';
import { fieldId } from './binding.ts';
import { quoteProblemId } from './QuoteProblem.tsx';

/** The element of a focus target, once shown. */
function target(to: Exclude<Focus, 'error-summary'>, prefix: string): HTMLElement | null {
  if (to === 'payment') return document.getElementById(`${prefix}-step-2-title`);
  if (to === 'quote-problem') return document.getElementById(quoteProblemId(prefix));
  // Priced again: on to payment on step 1 of the order form, else the shipping method charged.
  if (to === 'quote-priced')
    return document.querySelector<HTMLElement>(`#${prefix}-continue, input[name="${prefix}-shipping"]:checked`);
  return document.getElementById(fieldId(prefix, to));
}

/**
 * Returns `focusLater(to)` for what a checkout action points to: the error summary (`summary`), the
 * payment step's title, a field of the form `prefix` or the quote's message or what follows it.
 * Asking renders once more, so the focus follows whichever update shows the target.
 */
export function useFocusAfterRender(summary: RefObject<HTMLElement | null>, prefix: string) {
  const next = useRef<Focus | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const to = next.current;
    if (!to) return;
    next.current = null;
    if (to === 'error-summary') summary.current?.focus();
    else target(to, prefix)?.focus();
  });
  return (to: Focus | undefined): void => {
    if (!to) return;
    next.current = to;
    rerender((n) => n + 1);
  };
}
