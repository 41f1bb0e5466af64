/**
 * The browser's API config from `astro:env/client` (R-API-1, R-API-5). The brand comes from the
 * manifest's site.brand: pass it, or let it be read from `<html data-brand>` set by the layout.
 * A module of its own, so the page's tracking sender reads it without the islands' shared code.
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
