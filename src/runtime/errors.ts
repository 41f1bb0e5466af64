/**
 * The shared error handler (R-ERR-2): with an error, an error-level server log naming the
 * failed method, then an error toast worded by the §8 rule. With no error it does nothing.
 */
import { toastText } from '../domain/messages.ts';
import { browserTrackingClient as api } from '../api/browser-config.ts';
import { showToast } from './toast.ts';

/** Logs the failed method to the server and shows the error toast. */
export function handleError(method: string, error: unknown): void {
  if (error === undefined || error === null) return;
  const text = toastText(error);
  void api().then((t) => t.logServer('error', `${method} failed`, error));
  if (text) showToast(text, 'error');
}
