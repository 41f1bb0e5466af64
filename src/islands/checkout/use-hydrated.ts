/**
 * False while React hydrates the server markup, true after: render stored values (storage, the
 * shopper's clock) only when true, so the first client render matches the HTML (no React #418).
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
