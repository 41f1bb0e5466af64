/**
 * The shared error handler (R-ERR-2): with an error, an error-level server log naming the
 * failed method, then an error toast worded by the §8 rule, one per message (runtime/toast.ts).
 * With no error it does nothing. `clearError` takes a method's toast away once it succeeds.
 */
import { toastText } from '../domain/messages.ts';
import { browserTrackingClient as api } from '../api/browser-config.ts';
import { dismissToasts, showToast } from './toast.ts';

/** Logs the failed method to the server and shows the error toast. */
export function handleError(method: string, error: unknown): void {
  if (error === undefined || error === null) return;
  const text = toastText(error);
  void api().then((t) => t.logServer('error', `${method} failed`, error));
  if (text) showToast(text, 'error', method);
}

/** The method has succeeded (or is tried again): its error toast goes. */
export function clearError(method: string): void {
  dismissToasts(method);
}
