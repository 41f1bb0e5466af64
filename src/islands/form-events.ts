/** What the islands' forms share: the submit handler, the readiness mark, and the choices made before hydration. */
import type { FormEvent } from 'react';
import { nextPaint } from './next-paint.ts';

/**
 * A form's onSubmit that keeps the browser from submitting and runs `action` instead, after the
 * tap's frame has painted: checking, pricing and rendering the next step are not the tap's task.
 */
export const submitWith =
  (action: () => unknown) =>
  (event: FormEvent): void => {
    event.preventDefault();
    void nextPaint().then(action);
  };

/**
 * The mark of an action its island cannot act on yet (not hydrated, its state not started, its
 * offer not confirmed): a tap on it is held meanwhile and given again once the mark goes
 * (runtime/early-taps.ts). The server renders it, since the server's island is never ready.
 */
export const notReady = (ready: boolean) => ({ 'data-not-ready': ready ? undefined : '' });

/** An island's form: the browser neither checks nor submits it; `action` runs once the island is `ready`. */
export const islandForm = (ready: boolean, action: () => unknown) => ({
  noValidate: true,
  ...notReady(ready),
  onSubmit: submitWith(action),
});

/**
 * What the shopper chose in a server-rendered form before its island hydrated. Islands hydrate
 * after the first paint, so on a slow phone a tap can land first, and React does not
 * read the form at hydration: it keeps its own state, and the page would show one choice while
 * the island acts on another (6 jars ticked, 3 ordered). An island adopts these fields once, when
 * it mounts: those whose value now differs from what the server rendered.
 */
export function chosenBeforeHydration(
  form: Iterable<[string, FormDataEntryValue]>,
  rendered: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of form) {
    // The islands' forms have no file fields: every value is text.
    if (value !== (rendered[name] ?? '')) chosen[name] = value as string;
  }
  return chosen;
}
