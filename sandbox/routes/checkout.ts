/**
 * Checkout helpers (ours: not shown in the spec): orders/shippingoptions, orders/calculatetax and
 * orders/applycoupon, priced from the catalogue with the rules of pricing.ts and tax.ts.
 */
import { Hono } from 'hono';
import { applyCouponRequest, calculateTaxRequest, shippingOptionsRequest } from '../../src/wire/index.ts';
import { NOT_SHIPPING_TO_COUNTRY } from '../../src/domain/messages.ts';
import type { SandboxContext } from '../context.ts';
import { fromCents } from '../../src/domain/money.ts';
import { couponDiscount, priceLines, shippingChoices, subtotalCents } from '../pricing.ts';
import { badRequest, parseBody } from '../problems.ts';
import { taxCents, taxRate } from '../tax.ts';

/** The checkout helper routes, relative to the API base. */
export function checkoutRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.post('/orders/shippingoptions', async (c) => {
    const { data } = await parseBody(c, shippingOptionsRequest);
    const lines = priceLines(ctx.catalogue, data.items, [], 'items');
    return c.json({
      options: shippingChoices(data.country, lines).map((o) => ({
        id: o.id,
        label: o.label,
        price: fromCents(o.cents),
      })),
    });
  });
  app.post('/orders/calculatetax', async (c) => {
    const { data } = await parseBody(c, calculateTaxRequest);
    const lines = priceLines(ctx.catalogue, data.items, data.bumpOfferIds, 'items');
    const { Country, State } = data.address;
    if (Country !== 'US' && Country !== 'CA') throw badRequest(NOT_SHIPPING_TO_COUNTRY);
    const discount = data.coupon ? couponDiscount(data.coupon, lines).discountCents : 0;
    const rate = taxRate(Country, State);
    if (rate === undefined) return c.json({ tax: 0, rate: 0, isValid: false });
    return c.json({ tax: fromCents(taxCents(subtotalCents(lines) - discount, rate)), rate, isValid: true });
  });
  app.post('/orders/applycoupon', async (c) => {
    const { data } = await parseBody(c, applyCouponRequest);
    const result = couponDiscount(data.code, priceLines(ctx.catalogue, data.items, [], 'items'));
    return c.json({ code: result.code, discount: fromCents(result.discountCents), description: result.description });
  });
  return app;
}
