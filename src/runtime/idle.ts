/** Work that can wait for the browser to be idle, at the latest after `timeoutMs`. */
export function whenIdle(work: () => void, timeoutMs: number): void {
  // Safari has no requestIdleCallback: a short timer stands in.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 0);
}
