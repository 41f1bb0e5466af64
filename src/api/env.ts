/**
 * The browser's API config from `astro:env/client` (R-API-1, R-API-5). The brand comes from the
 * manifest's site.brand: pass it, or let it be read from `<html data-brand>` set by the layout.
 */
import {
  API_BASE,
  API_TOKEN,
  LOGGER_ENABLED,
  LOGGER_ENDPOINT,
  LOG_PATH,
  USE_PROXY,
  V2_PAYMENTS,
} from 'astro:env/client';
import type { ApiConfig, Placeholders } from './config.ts';
import { createApiClient, type ApiClient } from './client.ts';

/** The config of this build; brand defaults to `document.documentElement.dataset.brand`. */
export function apiConfigFromEnv(options: { brand?: string; placeholders?: Placeholders } = {}): ApiConfig {
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
    placeholders: options.placeholders,
  };
}

let shared: ApiClient | undefined;

/** The page's one API client (created on first use, so the content cache is shared by islands). */
export function browserApiClient(options?: { brand?: string; placeholders?: Placeholders }): ApiClient {
  shared ??= createApiClient(apiConfigFromEnv(options));
  return shared;
}
