/** Loads a provider's script once per page (Amazon, Google Pay, Apple Pay; PayPal has its own loader). */
const loading = new Map<string, Promise<void>>();

/** How long a wallet waits for its provider's script before it is not offered (a bad network, §3). */
export const PROVIDER_WAIT_MS = 5000;

/** `load`, or a rejection naming `what` when it has not settled within PROVIDER_WAIT_MS. */
export function withinProviderWait<T>(load: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${PROVIDER_WAIT_MS} ms`)), PROVIDER_WAIT_MS);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

/**
 * Appends `<script src>` once; later calls share the first load. A load that fails, or has not
 * finished within PROVIDER_WAIT_MS, rejects and may be retried.
 */
export function loadScriptOnce(src: string): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  const script = document.createElement('script');
  const load = withinProviderWait(
    new Promise<void>((resolve, reject) => {
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    }),
    src,
  ).catch((error: unknown) => {
    loading.delete(src);
    script.remove();
    throw error;
  });
  loading.set(src, load);
  return load;
}
