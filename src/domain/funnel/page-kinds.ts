/**
 * Kinds of page templates: which stand at a step of their funnel when no step lists them
 * (stand-in.ts): the order pages and the survey; and which a shopper reaches only after paying.
 * Apart from stand-in.ts so the runtime every page loads takes these lines, not the step search.
 */

/** Page templates that take an order (they stand at the order-form step when unlisted). */
export const ORDER_TEMPLATES: readonly string[] = ['order-form', 'secure-cart'];

/** The survey's template; an unlisted survey stands at its funnel's Survey step. */
export const SURVEY_TEMPLATE = 'survey';

/** Whether a page of this template takes an order. */
export const takesOrders = (template: string): boolean => ORDER_TEMPLATES.includes(template);

/** Whether an unlisted page of this template stands at a step of its funnel. */
export const standsIn = (template: string): boolean => takesOrders(template) || template === SURVEY_TEMPLATE;

/** The pages a shopper reaches only after paying: the offers and the receipt. */
export const AFTER_PAYMENT_TEMPLATES: readonly string[] = ['upsell', 'downsell', 'receipt'];

/** Whether a page of this template comes after the payment. */
export const afterPayment = (template: string): boolean => AFTER_PAYMENT_TEMPLATES.includes(template);
