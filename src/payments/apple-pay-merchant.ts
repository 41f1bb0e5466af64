/**
 * Apple Pay merchant validation (R-PAY-6): the session's validationURL goes to our server, which
 * answers with Apple's merchant session. ours: POST orders/applepaysession is not in the
 * contract yet, so the call goes through the client's pipeline with its own small schema.
 */
import * as z from 'zod/mini';
import { browserApiClient as api } from '../api/env.ts';

/** Apple's merchant session: whatever it holds, passed on whole, as long as it names itself. */
export const merchantSession = z.looseObject({ merchantSessionIdentifier: z.string() });

/** Asks the server for the merchant session of an Apple Pay validation URL (the pipeline loads with the call). */
export async function validateApplePayMerchant(validationURL: string): Promise<unknown> {
  const { createPipeline } = await import('../api/pipeline.ts');
  return createPipeline(api().config).post(
    'orders/applepaysession',
    { validationURL, domainName: window.location.hostname },
    merchantSession,
  );
}
