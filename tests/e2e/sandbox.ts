/** Reads what the storefront sent from the sandbox (GET /__sandbox/api/…) and switches faults. */
import type { APIRequestContext } from '@playwright/test';

export interface StoredRecord {
  id: number;
  body: Record<string, unknown>;
  [key: string]: unknown;
}

/** Stats events, affiliate records, logs or leads, newest last. */
export async function records(
  request: APIRequestContext,
  kind: 'stats' | 'affiliate' | 'logs' | 'leads',
): Promise<StoredRecord[]> {
  const res = await request.get(`/__sandbox/api/${kind}`);
  const list = (await res.json()) as StoredRecord[];
  return list.toSorted((a, b) => a.id - b.id);
}

/** The stats events of one session. */
export async function statsOf(request: APIRequestContext, sessionId: string): Promise<StoredRecord[]> {
  return (await records(request, 'stats')).filter((r) => r.body.sessionId === sessionId);
}

/** The §3 order as the sandbox returns it (the fields these tests read by name). */
export interface SandboxOrder {
  id: string;
  accountId: string;
  name: string;
  status: string;
  orderType: string;
  paymentMethod: string;
  customerEmail: string;
  subscribed: boolean;
  total: number;
  tax: number;
  parrentUpsellOrderId: string | null;
  paymentOptionId: string | null;
  affParameters: { affId?: string } | null;
  orderItems: { productName: string; productVariantId: string; totalPrice: number; [key: string]: unknown }[];
  [key: string]: unknown;
}

/** Orders the sandbox holds, newest first. */
export async function orders(request: APIRequestContext): Promise<SandboxOrder[]> {
  // A kept-alive socket the server has just closed resets the first try; one retry covers it.
  const res = await request.get('/__sandbox/api/orders').catch(() => request.get('/__sandbox/api/orders'));
  return (await res.json()) as SandboxOrder[];
}

/** Whose orders: a shopper's email, an account, or the affiliate id a test tagged them with (R-AFF-3). */
export type OrdersOf = { email: string } | { accountId: string } | { affId: string };

/** The orders of one shopper, account or affiliate id, oldest first. */
export async function ordersOf(request: APIRequestContext, of: OrdersOf): Promise<SandboxOrder[]> {
  const mine = (o: SandboxOrder) =>
    'email' in of
      ? o.customerEmail === of.email
      : 'accountId' in of
        ? o.accountId === of.accountId
        : o.affParameters?.affId === of.affId;
  return (await orders(request)).filter(mine).reverse();
}

/** Makes a call fail or hang until cleared (`DELETE /__sandbox/faults`). */
export async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  await request.post('/__sandbox/faults', { data: fault });
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__sandbox/faults');
}
