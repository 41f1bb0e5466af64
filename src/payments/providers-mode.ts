/**
 * The payment providers' environment of this build: their sandboxes (the default) or live, from
 * the astro:env setting PAYMENT_PROVIDERS_MODE. Google Pay's client and Amazon's widgets follow it;
 * PayPal's environment is the one of its client id (PAYPAL_CLIENT_ID).
 */
import { PAYMENT_PROVIDERS_MODE } from 'astro:env/client';

/** True when the providers' sandbox environments are used. */
export const PROVIDERS_SANDBOX = PAYMENT_PROVIDERS_MODE !== 'live';
