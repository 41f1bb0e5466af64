/** A whole contract Order, as the API sends one (built by the sandbox's own builder), for tests that parse it. */
import { buildOrder } from '../../../sandbox/orders-store.ts';
import type { Order, PaymentMethod } from '../../../src/api/client.ts';

/** A paid parent order of `paymentMethod`. */
export function contractOrder(id: string, paymentMethod: PaymentMethod): Order {
  return buildOrder(
    {
      brand: 'IkariaBeauty',
      orderType: 'Standard',
      orderSource: 'Funnel',
      paymentMethod,
      parentId: null,
      account: { id: 'acc_1', email: 'gia@example.com', name: 'Gia Pay' },
      lines: [],
      shipping: null,
      coupon: null,
      tax: { rate: 0, cents: 0 },
      billingAddress: null,
      shippingAddress: null,
      affParameters: null,
      payment: { id: 'po_1', method: paymentMethod, brand: 'Visa', last4: '1111' },
    },
    id,
    'IB-000001',
    new Date(),
  );
}
