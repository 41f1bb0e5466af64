/**
 * Toasts (R-ERR-2, R-ERR-3): a region at the top of the page; each toast has a close button,
 * an error or success style, and is announced to screen readers.
 */
import { successText } from '../domain/messages.ts';

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

/** Shows a toast at the top of the page; errors are alerts, successes are status messages. */
export function showToast(text: string, kind: 'error' | 'success'): HTMLElement {
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
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
  region().append(toast);
  return toast;
}

/** R-ERR-3: a success toast, 'Success!' when given no message. */
export function toastSuccess(message?: string): HTMLElement {
  return showToast(successText(message), 'success');
}
