/**
 * The browser's API config from `astro:env/client` (R-API-1, R-API-5), and the page's tracking
 * calls built on it. The brand comes from the manifest's site.brand: pass it, or let it be read
 * from `<html data-brand>` set by the layout. The tracking client (the pipeline, the loggers,
 * stats and affiliate calls) is loaded on first use with `import()`, so the funnel runtime every
 * page runs does not carry the request code to its first paint (issue 10); the whole client is
 * in `env.ts`.
 */
import {
  API_BASE,
  API_DEDUPLICATES,
  API_TOKEN,
  LOGGER_ENABLED,
  LOGGER_ENDPOINT,
  LOG_PATH,
  USE_PROXY,
  V2_PAYMENTS,
} from 'astro:env/client';
import type { ApiConfig } from './config.ts';
import type { TrackingClient } from './tracking.ts';

/** The config of this build; brand defaults to `document.documentElement.dataset.brand`. */
export function apiConfigFromEnv(options: { brand?: string } = {}): ApiConfig {
  const brand =
    options.brand ?? (typeof document !== 'undefined' ? document.documentElement.dataset.brand : undefined) ?? '';
  return {
    brand,
    apiBase: API_BASE,
    useProxy: USE_PROXY,
    token: API_TOKEN,
    loggerEndpoint: LOGGER_ENDPOINT,
    logPath: LOG_PATH,
    loggerEnabled: LOGGER_ENABLED,
    v2Payments: V2_PAYMENTS,
    apiDeduplicates: API_DEDUPLICATES,
  };
}

let tracking: Promise<TrackingClient> | undefined;

/** The page's loggers, stats and affiliate calls (loaded on first use): the same requests as `browserApiClient()`'s. */
export function browserTrackingClient(): Promise<TrackingClient> {
  tracking ??= import('./tracking.ts').then((m) => m.createTrackingClient(apiConfigFromEnv()));
  return tracking;
}
