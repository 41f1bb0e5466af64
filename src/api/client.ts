/**
 * The typed commerce API client: one function per call of spec §7 (plus the checkout helpers
 * checkout needs), all through one pipeline. Build it with `createApiClient(config, deps?)`;
 * in the browser use `browserApiClient()` from `env.ts`. The loggers, stats and affiliate calls
 * also exist on their own (`tracking.ts`) for code that needs nothing else.
 */
import type { ApiConfig, ApiDeps } from './config.ts';
import { createPipeline } from './pipeline.ts';
import { loggerApi } from './logger.ts';
import { trackingApi } from './tracking.ts';
import { ordersApi } from './orders.ts';
import { paypalApi } from './paypal.ts';
import { amazonApi } from './amazon.ts';
import { checkoutApi } from './checkout.ts';
import { offersApi } from './offers.ts';
import { orderCountApi } from './order-count.ts';
import { leadsApi } from './leads.ts';

/** Creates the API client for a config; `deps` replaces browser globals (tests, scripts). */
export function createApiClient(config: ApiConfig, deps?: ApiDeps) {
  const pipeline = createPipeline(config, deps);
  const logger = loggerApi(pipeline);
  return {
    config,
    ...trackingApi(pipeline, logger),
    ...ordersApi(pipeline, logger),
    ...paypalApi(pipeline),
    ...amazonApi(pipeline, logger),
    ...checkoutApi(pipeline),
    ...offersApi(pipeline),
    ...orderCountApi(pipeline),
    ...leadsApi(pipeline, logger),
  };
}

/** The client's functions. */
export type ApiClient = ReturnType<typeof createApiClient>;

export type { ApiConfig, ApiDeps, CallOptions } from './config.ts';
export { ApiError } from './errors.ts';
export { createTrackingClient, type TrackingClient } from './tracking.ts';
export type * from './contract.ts';
