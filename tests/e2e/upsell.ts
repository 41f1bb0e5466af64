/** The upsell pages: the shopper's two answers, a declined charge, and a first order placed by the API (for pages that need one paid, not a shopper's walk). */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SandboxOrder } from './sandbox.ts';
import type { Shopper } from './shoppers.ts';

/** The first upsell page of AGELESS01 (step 6). */
export const FIRST_UPSELL = '/upsell-elixir?uid=AGELESS01&step=6';

/**
 * R-ORD-1: a paid card order through POST /proxy/api/orders/createguest (XSRF cookie first), as
 * the order form places it, with the purchase's key (X-Purchase-Id) its add-ons will need.
 */
export async function placeParentOrder(
  request: APIRequestContext,
  who: Shopper,
  purchaseId: string = randomUUID(),
): Promise<SandboxOrder> {
  await request.get('/__sandbox/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/proxy/api/orders/createguest', {
    headers: { 'X-XSRF-TOKEN': xsrf, 'X-Brand': 'IkariaBeauty', 'X-Purchase-Id': purchaseId },
    data: {
      contact: { email: who.email, firstName: who.firstName, lastName: who.lastName, phone: who.phone },
      billingAddress: { Address: who.street, City: who.city, State: who.stateCode, ZipPostal: who.zip, Country: 'US' },
      orderItems: [{ productId: 'AgelessBeautyBalm', units: 3, quantity: 1 }],
      bumpOfferIds: [],
      paymentMethod: 'Credit Card',
      card: {
        number: '4111 1111 1111 1111',
        expMonth: 12,
        expYear: 2031,
        cvv: '123',
        nameOnCard: `${who.firstName} ${who.lastName}`,
      },
      orderSource: 'Funnel',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SandboxOrder;
}

/** A fault (`server.sandbox.faults.add`) that declines the next charge as the payment service does (R-ERR-1). */
export const DECLINED_CHARGE = {
  path: 'orders/createguest',
  method: 'POST',
  status: 402,
  error: 'Sorry, but your payment failed',
  times: 1,
} as const;

/** The offer's yes. */
export const agree = (page: Page) => page.getByRole('button', { name: 'Yes, add to my order' });

/** The offer's no. */
export const noThanks = (page: Page) => page.getByRole('link', { name: /No thanks/ });
