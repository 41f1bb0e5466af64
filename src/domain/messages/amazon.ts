/** Amazon Pay's messages and codes (spec §8, §9), apart from the catalogue (`../messages.ts` re-exports them). */

/** R-PAY-4: error code when the browser is outside the supported matrix. */
export const AMAZON_PAY_SUPPORT_ERROR = 'AmazonPay:SupportError';
/** R-PAY-4: message paired with AMAZON_PAY_SUPPORT_ERROR. */
export const UNSUPPORTED_BROWSER = 'Unsupported browser';
/** R-PAY-3: the Amazon login did not authorize the shopper. */
export const AMAZON_PAY_AUTH_FAILED = 'AmazonPay User Authorization Failed';
/** R-ERR-4: event name for getInfoAmazon / getInfoAmazonSub failures. */
export const AMAZON_PAY_API_ERROR = 'AmazonPay:ApiError';
/** R-PAY-5: spinner text while the wallet widget loads. */
export const AMAZON_LOADING_WALLET = 'Loading Amazon Wallet...';
/** R-PAY-5: spinner text while the Amazon customer info is fetched. */
export const AMAZON_PROCESSING_CUSTOMER = 'Processing customer information';
