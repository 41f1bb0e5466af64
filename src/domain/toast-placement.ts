/**
 * Where a new toast goes (R-ERR-2: messages do not pile up). A message already on screen
 * is not shown twice: the same message again is the one shown, announced again; a new message
 * about the same call (its topic, the failed method) takes the place of the old one.
 */

/** A toast as the shopper sees it: its words, its style and the call it is about. */
export interface ShownToast {
  text: string;
  kind: 'error' | 'success';
  topic?: string | undefined;
}

/** Add a toast, announce the one at `index` again, or put the new one in its place. */
export type ToastPlacement = { action: 'add' } | { action: 'repeat' | 'replace'; index: number };

const same = (a: ShownToast, b: ShownToast) => a.text === b.text && a.kind === b.kind;

/** Where `next` goes among the toasts `shown`. */
export function placeToast(shown: readonly ShownToast[], next: ShownToast): ToastPlacement {
  const topic = next.topic === undefined ? -1 : shown.findIndex((t) => t.topic === next.topic);
  if (topic >= 0) return { action: same(shown[topic]!, next) ? 'repeat' : 'replace', index: topic };
  const index = shown.findIndex((t) => same(t, next));
  return index >= 0 ? { action: 'repeat', index } : { action: 'add' };
}
