/**
 * Affiliate (R-AFF-2): POST affiliate/setaffparameters with the affiliate parameter object.
 * Failures are logged to the server and returned to the caller.
 */
import type { AffParameters } from '../wire/common.ts';
import { saved } from './saved.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';
import type { LoggerApi } from './logger.ts';

/** The affiliate functions bound to a pipeline. */
export function affiliateApi(p: Pipeline, logger: LoggerApi) {
  return {
    /** POST affiliate/setaffparameters; rejects with ApiError after logging it to the server. */
    async setAffParameters(params: AffParameters, o?: CallOptions): Promise<void> {
      try {
        await p.post('affiliate/setaffparameters', { ...params, affParameters: params }, saved, o);
      } catch (error) {
        await logger.logServer('error', 'setAffParameters failed', error);
        throw error;
      }
    },
  };
}
