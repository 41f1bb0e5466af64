/**
 * The browser's API config (`env-config.ts`) and the tracking client built on it: the pipeline,
 * the loggers, stats and affiliate calls, loaded on first use with `import()`, so the funnel
 * runtime every page runs does not carry the request code to its first paint; the whole client
 * is in `env.ts`. The page's own events go through the outbox and its small sender instead
 * (runtime/outbox.ts, api/send-event.ts); this client logs to the server.
 */
import { apiConfigFromEnv } from './env-config.ts';
import type { TrackingClient } from './tracking.ts';

export { apiConfigFromEnv };

let tracking: Promise<TrackingClient> | undefined;

/** The page's loggers, stats and affiliate calls (loaded on first use): the same requests as `browserApiClient()`'s. */
export function browserTrackingClient(): Promise<TrackingClient> {
  tracking ??= import('./tracking.ts').then((m) => m.createTrackingClient(apiConfigFromEnv()));
  return tracking;
}
