/**
 * The islands' one hydration hook: false while React hydrates the server markup (and on the
 * server), true after. Render what only the browser knows (storage, the shopper's clock) only when
 * true, so the first client render matches the HTML (no React #418).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once the island has hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
