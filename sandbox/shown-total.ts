/**
 * The price shown is the price charged (docs/contract.md §7, domain/checkout/price-change.ts): a
 * call that charges or saves a priced order and carries X-Shown-Total is refused with 409
 * PRICE_CHANGED, its current total and prices, when that total is not the sandbox's own price of
 * the call. Mounted ahead of the faults and of the replay of X-Request-Id, so the refusal charges
 * nothing and is not kept as the request id's answer: the shopper's confirmed tap may repeat it.
 * A repeated request id that was answered before, and a purchase paid already, are left to the
 * rules that answer them (the first answer, ORDER_ALREADY_PLACED): the shopper saw that price.
 * An add-on is first held to its buyer and one-click rules, so a stranger learns no price.
 * A total shown before tax (`; tax=excluded`: a wallet's sheet) is compared with the total less
 * the tax, as the sheet showed it; the refusal names the whole total and the tax all the same.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { guestOrderBase, upsellOrderRequest } from '../src/wire/index.ts';
import { REQUEST_ID_HEADER } from '../src/api/request-id.ts';
import {
  parseShownHeader,
  PRICE_CHANGED,
  PRICE_CHANGED_CODE,
  SHOWN_TOTAL_HEADER,
} from '../src/domain/checkout/price-change.ts';
import { fromCents } from '../src/domain/money.ts';
import type { SandboxContext } from './context.ts';
import { draftGuestOrder } from './guest-order.ts';
import { callName, isApiPath } from './middleware/api-path.ts';
import { draftTotalCents, getOrder, type OrderDraft } from './orders-store.ts';
import { assertOffersOpen } from './pending-order.ts';
import { subtotalCents } from './pricing.ts';
import { badRequest, Problem } from './problems.ts';
import { assertBuyer, assertOneClickOpen, paidForPurchase, purchaseOf } from './purchase.ts';
import { draftUpsellOrder } from './upsell-order.ts';

/** The calls that charge, or save the priced order a provider's confirmation charges. */
const PRICED_CALLS = new Set([
  'orders/createguest',
  'v2/orders/createTransaction',
  'orders/setorderguest',
  'orders/createorder',
]);

/** The current figures of a draft, in dollars, as the refusal names them. */
function pricesOf(draft: Omit<OrderDraft, 'payment'>) {
  return {
    lines: draft.lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      name: l.productName,
      quantity: l.quantity,
      price: fromCents(l.totalCents),
      isBump: l.isBump,
    })),
    subtotal: fromCents(subtotalCents(draft.lines)),
    discount: fromCents(draft.coupon?.discountCents ?? 0),
    shipping: fromCents(draft.shipping?.cents ?? 0),
    tax: fromCents(draft.tax.cents),
    total: fromCents(draftTotalCents(draft)),
  };
}

/** The sandbox's draft of the call's order, or undefined when the route is to answer it (a bad body, a paid purchase). */
function draftOf(ctx: SandboxContext, c: Context, body: unknown): Omit<OrderDraft, 'payment'> | undefined {
  const type = (body as { orderType?: unknown } | null)?.orderType;
  if (type === 'Upsell' || type === 'Downsell') {
    const parsed = z.safeParse(upsellOrderRequest, body);
    if (!parsed.success) return undefined;
    const u = parsed.data;
    assertBuyer(c, ctx.db, u.parent);
    assertOneClickOpen(ctx.db, u.parent, ctx.now());
    const parent = getOrder(ctx.db, u.parent);
    if (parent?.status !== 'Paid') return undefined;
    assertOffersOpen(ctx.db, parent.id, u.upsells);
    return draftUpsellOrder(ctx, u, parent);
  }
  const parsed = z.safeParse(guestOrderBase, body);
  if (!parsed.success) return undefined;
  const purchase = purchaseOf(c);
  if (purchase && paidForPurchase(ctx.db, purchase)) return undefined;
  return draftGuestOrder(ctx, parsed.data);
}

/** Refuses a charge at a total the shopper was not shown (409 PRICE_CHANGED), before anything else is done. */
export function shownTotalRule(ctx: SandboxContext): MiddlewareHandler {
  const answered = ctx.db.prepare('SELECT 1 FROM idempotency WHERE request_id = ?');
  return async (c, next) => {
    if (c.req.method !== 'POST' || !isApiPath(c.req.path) || !PRICED_CALLS.has(callName(c.req.path))) return next();
    const header = c.req.header(SHOWN_TOTAL_HEADER);
    if (header === undefined) return next();
    const shown = parseShownHeader(header);
    if (!shown)
      throw badRequest(`${SHOWN_TOTAL_HEADER}: a total in dollars, such as 177.00 (177.00; tax=excluded before tax)`);
    const requestId = c.req.header(REQUEST_ID_HEADER)?.trim();
    if (requestId && answered.get(requestId)) return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text()); // the route parses it again with its schema
    } catch {
      return next();
    }
    let draft: Omit<OrderDraft, 'payment'> | undefined;
    try {
      draft = draftOf(ctx, c, body);
    } catch (error) {
      // The buyer and one-click refusals stand; anything else (an unknown product) the route words.
      if (error instanceof Problem && [403, 409, 410].includes(error.status)) throw error;
      return next();
    }
    if (!draft || draftTotalCents(draft) - (shown.taxExcluded ? draft.tax.cents : 0) === shown.cents) return next();
    const prices = pricesOf(draft);
    throw new Problem(409, PRICE_CHANGED, {
      code: PRICE_CHANGED_CODE,
      shownTotal: fromCents(shown.cents),
      total: prices.total,
      prices,
    });
  };
}
