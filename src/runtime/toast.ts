/**
 * Toasts (R-ERR-2, R-ERR-3): a region at the top of the page; each toast has a close button,
 * an error or success style, and is announced to screen readers. A message is shown once
 * (domain/toast-placement.ts): the same one again is announced again, a new one about the same
 * call (`topic`) replaces it, and `dismissToasts` takes a call's message away once it succeeds.
 */
import { placeToast, type ShownToast } from '../domain/toast-placement.ts';

function region(): HTMLElement {
  let el = document.getElementById('toasts');
  if (!el) {
    el = document.createElement('div');
    el.id = 'toasts';
    el.className = 'toasts';
    document.body.prepend(el);
  }
  return el;
}

/** The toasts on screen, oldest first. */
const onScreen = (): HTMLElement[] => [...(document.getElementById('toasts')?.children ?? [])] as HTMLElement[];

const shownOf = (toast: HTMLElement): ShownToast => ({
  text: toast.dataset.text ?? '',
  kind: toast.dataset.kind === 'success' ? 'success' : 'error',
  topic: toast.dataset.topic,
});

function toastOf({ text, kind, topic }: ShownToast): HTMLElement {
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  Object.assign(toast.dataset, { text, kind }, topic === undefined ? {} : { topic });
  const title = document.createElement('strong');
  title.textContent = kind === 'error' ? 'Error' : 'Success';
  const body = document.createElement('span');
  body.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.addEventListener('click', () => toast.remove());
  toast.append(title, body, close);
  return toast;
}

/**
 * Shows a toast at the top of the page; errors are alerts, successes are status messages.
 * `topic`: the call the message is about (the failed method).
 */
export function showToast(text: string, kind: 'error' | 'success', topic?: string): HTMLElement {
  const shown = onScreen();
  const next = { text, kind, topic };
  const placed = placeToast(shown.map(shownOf), next);
  if (placed.action === 'add') return region().appendChild(toastOf(next));
  const old = shown[placed.index]!;
  // Put back at the end (an alert inserted again is announced again), or replaced by the new words.
  const toast = placed.action === 'repeat' ? old : toastOf(next);
  // The same words now about this call: a later dismissToasts(topic) takes them away.
  if (topic !== undefined) toast.dataset.topic = topic;
  old.remove();
  return region().appendChild(toast);
}

/** Takes away the toasts about `topic` (its call has succeeded since). */
export function dismissToasts(topic: string): void {
  for (const toast of onScreen()) if (toast.dataset.topic === topic) toast.remove();
}

/** Takes every error toast away: what they were about is settled (the order is placed after all). */
export function dismissErrorToasts(): void {
  for (const toast of onScreen()) if (toast.dataset.kind !== 'success') toast.remove();
}
