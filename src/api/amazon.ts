/**
 * Amazon Pay calls (R-PAY-3): customer info for an order reference or a billing agreement, the
 * single payment (payamazon → confirmation → captureamazon) and the subscription (payamazonsub).
 * payWithAmazon also logs its failures to the server (§8).
 */
import type * as z from 'zod/mini';
import type {
  captureAmazonRequest,
  getInfoAmazonRequest,
  getInfoAmazonSubRequest,
  payAmazonRequest,
  payAmazonSubRequest,
} from '../wire/amazon.ts';
import { wire } from './wire.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';
import type { LoggerApi } from './logger.ts';

type In<S extends z.core.SomeType> = z.input<S>;

/** The Amazon Pay functions bound to a pipeline. */
export function amazonApi(p: Pipeline, logger: LoggerApi) {
  return {
    /** POST orders/getInfoAmazon: brand, accessToken, orderReferenceId → customer info. */
    getInfoAmazon: (req: In<typeof getInfoAmazonRequest>, o?: CallOptions) =>
      p.post('orders/getInfoAmazon', req, wire('amazonCustomerInfo'), o),
    /** POST orders/getInfoAmazonSub: brand, accessToken, billingAgreementId → customer info. */
    getInfoAmazonSub: (req: In<typeof getInfoAmazonSubRequest>, o?: CallOptions) =>
      p.post('orders/getInfoAmazonSub', req, wire('amazonCustomerInfo'), o),
    /** POST orders/payamazon → confirmUrl; the shopper returns with the R-QP-4 parameters. */
    async payWithAmazon(req: In<typeof payAmazonRequest>, o?: CallOptions) {
      try {
        return await p.post('orders/payamazon', req, wire('amazonConfirmation'), o);
      } catch (error) {
        await logger.logServer('error', 'payWithAmazon failed', error);
        throw error;
      }
    },
    /** POST orders/captureamazon (after resultCode=Success) → the paid order. */
    captureAmazon: (req: In<typeof captureAmazonRequest>, o?: CallOptions) =>
      p.post('orders/captureamazon', req, wire('order'), o),
    /** POST orders/payamazonsub: pays by billing agreement → the subscribed order. */
    payWithAmazonSub: (req: In<typeof payAmazonSubRequest>, o?: CallOptions) =>
      p.post('orders/payamazonsub', req, wire('order'), o),
  };
}
