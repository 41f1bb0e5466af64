/**
 * What the page's runtime does for the payments (payments import domain, api and state
 * only): the stats payload an order carries (R-SES-4), the shared error handler (R-ERR-2), where a
 * refused payment goes (R-FLOW-4) and where a paid order goes on (R-FLOW-5). The runtime provides them as it starts (runtime/main.ts);
 * payment code runs on a shopper's tap, after that. Until then, and in unit tests that provide
 * nothing, orders carry no statsInfo, errors go to the console and a paid order goes to the
 * order-success page.
 */
import type { StatsInfo } from '../api/client.ts';

/** The runtime's services the payments use. */
export interface PagePort {
  /** The §3 stats payload of this page. */
  statsInfo(): StatsInfo | undefined;
  /** Logs the failed method to the server and shows the error toast. */
  reportError(method: string, error: unknown): void;
  /** A payment failed: as reportError, then, when it was refused, on to the failure page (R-FLOW-4). */
  paymentFailed(method: string, error: unknown): void;
  /**
   * Where the shopper goes after a paid order of the products `bought`: the funnel's next step
   * (past offers of what the order holds), else the order-success page.
   */
  afterPaymentHref(bought?: readonly string[]): string;
}

const standIn: PagePort = {
  statsInfo: () => undefined,
  reportError: (method, error) => console.error(`${method} failed`, error),
  paymentFailed: (method, error) => console.error(`${method} failed`, error),
  afterPaymentHref: () => '/order-success-common',
};

let port: PagePort = standIn;

/** The runtime hands its services over (once, as it starts). */
export function providePagePort(services: PagePort): void {
  port = services;
}

/** The page's services. */
export function pagePort(): PagePort {
  return port;
}
