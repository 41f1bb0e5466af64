/**
 * Leads (R-SES-8). ours: POST leads/create records a shopper who typed an email at checkout.
 * Failures are only logged to the server; the function resolves to whether the lead was saved.
 */
import type { LeadRequest } from '../wire/leads.ts';
import { wire } from './wire.ts';
import type { CallOptions } from './config.ts';
import type { LoggerApi } from './logger.ts';
import type { Pipeline } from './pipeline.ts';

/** The lead functions bound to a pipeline. */
export function leadsApi(p: Pipeline, logger: LoggerApi) {
  return {
    /** POST leads/create (email, name and phone when given, statsInfo; affParameters added) → saved or not. */
    async createLead(req: LeadRequest, o?: CallOptions): Promise<boolean> {
      try {
        await p.post('leads/create', req, wire('leadCreated'), o);
        return true;
      } catch (error) {
        await logger.logServer('error', 'createLead failed', error);
        return false;
      }
    },
  };
}
