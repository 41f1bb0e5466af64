/**
 * The seller id Amazon's widgets are bound to, apart from the widget code (amazon-pay.ts), so
 * the upsell's confirmation code does not load the widgets with the page.
 */
import { AMAZON_PAY_MERCHANT_ID } from 'astro:env/client';

/** The seller id the widgets are bound to. */
export const AMAZON_SELLER_ID = AMAZON_PAY_MERCHANT_ID;
