/**
 * The page's one API client, on the browser's config from `astro:env/client` (`browser-config.ts`).
 */
import type { Placeholders } from './config.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { apiConfigFromEnv } from './browser-config.ts';

export { apiConfigFromEnv, browserTrackingClient } from './browser-config.ts';

let shared: ApiClient | undefined;

/** The page's one API client (created on first use, so the content cache is shared by islands). */
export function browserApiClient(options?: { brand?: string; placeholders?: Placeholders }): ApiClient {
  shared ??= createApiClient(apiConfigFromEnv(options));
  return shared;
}
