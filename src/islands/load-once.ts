/**
 * What an island loads when the shopper reaches for it (it hydrates without it): the
 * load starts once and is shared; a failed load is dropped, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
