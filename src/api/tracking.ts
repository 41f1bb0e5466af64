/**
 * The calls every page makes (R-API-5 loggers, R-SES-4 funnel stats, R-AFF-2 affiliate) as a
 * client of their own. `createApiClient` includes them; code that needs nothing else (the funnel
 * runtime) builds this one, so its bundle carries neither the other resources nor their schemas.
 */
import type { ApiConfig, ApiDeps } from './config.ts';
import { createPipeline, type Pipeline } from './pipeline.ts';
import { loggerApi, type LoggerApi } from './logger.ts';
import { statsApi } from './stats.ts';
import { affiliateApi } from './affiliate.ts';

/** The loggers, stats and affiliate functions bound to a pipeline and its logger. */
export function trackingApi(pipeline: Pipeline, logger: LoggerApi) {
  return { ...logger, ...statsApi(pipeline, logger), ...affiliateApi(pipeline, logger) };
}

/** Creates the tracking client for a config; `deps` replaces browser globals (tests, scripts). */
export function createTrackingClient(config: ApiConfig, deps?: ApiDeps) {
  const pipeline = createPipeline(config, deps);
  return { config, ...trackingApi(pipeline, loggerApi(pipeline)) };
}

/** The tracking functions: the same as on `ApiClient`. */
export type TrackingClient = ReturnType<typeof createTrackingClient>;
