/**
 * The page's API client for islands and payments: the whole client, brand from `<html data-brand>`.
 * The runtime's own modules need only the tracking calls; `browserTrackingClient()` from
 * `src/api/browser-config.ts` gives those without bundling the rest of the client.
 */
import { browserApiClient } from '../api/env.ts';

export const api = () => browserApiClient();
