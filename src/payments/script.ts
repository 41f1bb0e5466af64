/** Loads a provider's script once per page (Amazon, Google Pay, Apple Pay; PayPal has its own loader). */
const loading = new Map<string, Promise<void>>();

/** Appends `<script src>` once; later calls share the first load. A failed load may be retried. */
export function loadScriptOnce(src: string): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, load);
  return load;
}
