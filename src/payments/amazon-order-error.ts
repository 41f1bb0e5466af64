/**
 * The error of an Amazon Pay order step, apart from the order code (amazon-order.ts), which the
 * Amazon Pay button loads only when the shopper places the order.
 */
/** A failed step: which call, and whether it is an Amazon API error (R-ERR-4). */
export class AmazonOrderError extends Error {
  override name = 'AmazonOrderError';
  /** The call that failed. */
  readonly method: string;
  /** What it failed with (an ApiError, or a §8 text). */
  readonly reason: unknown;
  /** True for getInfoAmazon / getInfoAmazonSub failures ('AmazonPay:ApiError'). */
  readonly apiError: boolean;
  constructor(method: string, reason: unknown, apiError = false) {
    super(method);
    this.method = method;
    this.reason = reason;
    this.apiError = apiError;
  }
}
