/**
 * Order calls (§7 Orders, R-ORD-1 … R-ORD-3). A submit keeps its X-Request-Id across retries
 * (pass `requestId`), so the server creates the order once. getAllOrders, setOrderGuest and
 * setOrder also log their failures to the server (§8).
 */
import type { Order } from '../wire/common.ts';
import type {
  CancelOrderRequest,
  CreateTransactionRequest,
  GuestOrderRequest,
  UpsellOrderRequest,
} from '../wire/orders.ts';
import { wire } from './wire.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';
import type { LoggerApi } from './logger.ts';
import { aboveBaseUrl, apiUrl } from './urls.ts';

/** The order functions bound to a pipeline. */
export function ordersApi(p: Pipeline, logger: LoggerApi) {
  const logged = async <T>(method: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      await logger.logServer('error', `${method} failed`, error);
      throw error;
    }
  };
  const withSource = <T extends { orderSource?: string | undefined }>(o: T) => ({
    ...o,
    orderSource: o.orderSource ?? 'Cart',
  });

  return {
    /** GET orders/all. */
    getAllOrders(options?: CallOptions): Promise<Order[]> {
      return logged('getAllOrders', () =>
        p.call(apiUrl(p.config, 'orders/all'), { schema: wire('orderList'), ...options }),
      );
    },
    /** R-ORD-1: POST orders/createguest with statsInfo, or v2/orders/createTransaction when V2_PAYMENTS is on. */
    createGuestOrder(request: GuestOrderRequest, options?: CallOptions): Promise<Order> {
      if (!p.config.v2Payments) return p.post('orders/createguest', withSource(request), wire('order'), options);
      const url = aboveBaseUrl(p.config, 'v2/orders/createTransaction');
      return p.call(url, { method: 'POST', body: withSource(request), schema: wire('order'), ...options });
    },
    /** R-ORD-3: POST orders/createguest with upsells, parent, orderType and totalTax (one-click, card on file). */
    createUpsellOrder(request: UpsellOrderRequest, options?: CallOptions): Promise<Order> {
      return p.post('orders/createguest', withSource(request), wire('order'), options);
    },
    /** POST orders/setorderguest: saves a guest order before a provider payment (orderSource defaults to Cart). */
    setOrderGuest(request: GuestOrderRequest, options?: CallOptions): Promise<Order> {
      return logged('setOrderGuest', () => p.post('orders/setorderguest', withSource(request), wire('order'), options));
    },
    /** POST orders/createorder: the logged-in variant of setOrderGuest (orderSource defaults to Cart). */
    setOrder(request: GuestOrderRequest, options?: CallOptions): Promise<Order> {
      return logged('setOrder', () => p.post('orders/createorder', withSource(request), wire('order'), options));
    },
    /** POST orders/createtransaction: pays a pending order. ours: payload. */
    createTransaction(request: CreateTransactionRequest, options?: CallOptions): Promise<Order> {
      return p.post('orders/createtransaction', request, wire('order'), options);
    },
    /** POST orders/cancelorder: cancels a pending order the shopper did not confirm. ours: the call. */
    cancelOrder(request: CancelOrderRequest, options?: CallOptions): Promise<Order> {
      return p.post('orders/cancelorder', request, wire('order'), options);
    },
  };
}
