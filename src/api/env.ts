/**
 * The page's one API client, on the browser's config from `astro:env/client` (`browser-config.ts`).
 */
import { createApiClient, type ApiClient } from './client.ts';
import { apiConfigFromEnv } from './browser-config.ts';

export { apiConfigFromEnv, browserTrackingClient } from './browser-config.ts';

let shared: ApiClient | undefined;

/** The page's one API client (created on first use and shared by the page's islands). */
export function browserApiClient(options?: { brand?: string }): ApiClient {
  shared ??= createApiClient(apiConfigFromEnv(options));
  return shared;
}
