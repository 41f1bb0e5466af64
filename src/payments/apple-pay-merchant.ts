/**
 * Apple Pay merchant validation (R-PAY-6): the session's validationURL goes to our server, which
 * answers with Apple's merchant session. ours: POST orders/applepaysession is not in the
 * contract yet, so the call goes through the client's pipeline with its own small schema.
 */
import * as z from 'zod/mini';
import { createPipeline } from '../api/pipeline.ts';
import { api } from '../runtime/api.ts';

const merchantSession = z.looseObject({ merchantSessionIdentifier: z.string() });

/** Asks the server for the merchant session of an Apple Pay validation URL. */
export function validateApplePayMerchant(validationURL: string): Promise<unknown> {
  return createPipeline(api().config).post(
    'orders/applepaysession',
    { validationURL, domainName: window.location.hostname },
    merchantSession,
  );
}
