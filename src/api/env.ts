/**
 * The page's one API client, on the browser's config from `astro:env/client` (`browser-config.ts`).
 * The client itself (the pipeline, ofetch and every call) loads off the page's first paint: the
 * page gets a stand-in with the same calls at once, the code arrives when the browser is next idle,
 * and a call made before that waits for it (budgets count what a page loads before it
 * can be used, and no shopper needs the API before the first tap).
 */
import type { ApiClient } from './client.ts';
import { apiConfigFromEnv } from './browser-config.ts';

export { apiConfigFromEnv, browserTrackingClient } from './browser-config.ts';

let shared: ApiClient | undefined;

/**
 * What the client's calls that never reject answer when they fail (docs/sandbox.md): the stats
 * calls false, the loggers nothing. Other calls have none: they reject.
 */
const failureValue = (name: string): { value: unknown } | undefined =>
  /^save/.test(name) ? { value: false } : /^log/.test(name) ? { value: undefined } : undefined;

let loading: Promise<ApiClient> | undefined;

/** The real client, loaded once; a load that fails (a lost chunk) is tried again on the next call. */
function load(options?: { brand?: string }): Promise<ApiClient> {
  loading ??= import('./client.ts').then((m) => m.createApiClient(apiConfigFromEnv(options)));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The client's calls before its code has loaded: each awaits the load, then makes the call. Every
 * call of the client returns a promise (the one `void` logger call returns one here, unread).
 */
function standIn(options?: { brand?: string }): ApiClient {
  const config = apiConfigFromEnv(options);
  const calls = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  const handler: ProxyHandler<object> = {
    get(_target, name) {
      if (name === 'config') return config;
      if (name === 'then') return undefined; // not a promise: `await client` gives the client
      let call = calls.get(name);
      if (!call) {
        call = async (...args: unknown[]) => {
          // The calls that never reject answer their failure value when the client's code cannot
          // load, as they do when their request fails.
          const failed = failureValue(String(name));
          const client = (await load(options).catch((error: unknown) => {
            if (failed) return undefined;
            throw error;
          })) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown> | undefined;
          if (!client) return failed?.value;
          return client[name]!(...args);
        };
        calls.set(name, call);
      }
      return call;
    },
  };
  // The stand-in has exactly the client's calls, each answering what the client's would.
  return new Proxy({}, handler) as ApiClient;
}

/** The page's one API client (created on first use and shared by the page's islands). */
export function browserApiClient(options?: { brand?: string }): ApiClient {
  if (shared) return shared;
  shared = standIn(options);
  if (typeof window !== 'undefined') {
    const preload = () => void load(options).catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 2000 });
    else setTimeout(preload, 0);
  }
  return shared;
}
