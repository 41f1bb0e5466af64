import { describe, expect, test } from 'vitest';
import * as m from '../../../src/domain/messages.ts';
import * as upsell from '../../../src/domain/messages/upsell.ts';
import * as walletReturn from '../../../src/domain/messages/wallet-return.ts';
import * as wallets from '../../../src/domain/messages/wallets.ts';

describe('R-ERR-1: the §8 catalogue, verbatim', () => {
  test.each([
    [m.NOT_SHIPPING_TO_COUNTRY, "Sorry, but we don't ship to Your country. Please, select one from the list"],
    [m.SHIPPING_OPTIONS_FAILED, "Couldn't calculate shipping options"],
    [m.TAX_FAILED, "Sorry, but we couldn't calculate the tax"],
    [m.PAGE_NOT_FOUND, 'Page not found'],
    [m.SOMETHING_WENT_WRONG, 'Something went wrong'],
    [m.PAYMENT_FAILED, 'Sorry, but your payment failed'],
    [m.PAYMENT_SERVICE_UNAVAILABLE, 'Sorry, but Payment Service is not available!'],
    [m.ORDER_INFO_MISSING, 'Sorry, but the information regarding your order is missing'],
    [m.ONE_TIME_OFFER_NOT_FOUND, "Sorry, but we couldn't find One time Offer information"],
    [m.OFFER_NOT_FOUND, "Sorry, but we couldn't find Offer information"],
    [m.COUPON_NOT_FOR_PRODUCT, 'Coupon can not be applied to this product'],
    [m.COUPON_NOT_FOR_SUBSCRIPTION, 'Coupon can not be applied to subscription'],
    [m.TOAST_TITLE_SUCCESS, 'Success'],
    [m.TOAST_TITLE_ERROR, 'Error'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('R-VAL-2: address messages, verbatim', () => {
  test.each([
    [m.ADDRESS_AND_PHONE_INVALID, 'Please, enter valid address and phone number!'],
    [m.ADDRESS_INVALID, 'Entered address is not valid'],
    [m.ADDRESS_VALIDATION_FAILED, "Sorry, but we couldn't validate your address"],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('R-ERR-1: log, Amazon Pay and preview texts, verbatim', () => {
  test.each([
    [m.NO_STORAGE_METHOD, 'No available storage method found.'],
    [m.COMPONENT_NOT_FOUND, 'component not found'],
    [m.FUNNEL_NOT_SETUP, 'funnel not setup correctly'],
    [m.LOG_NEXT_PAGE_NOT_FOUND, 'Error! Page Not Found'],
    [m.LOG_FIRST_PAGE_NOT_FOUND, 'Page Not Found'],
    [m.LOGGER_POST_FAILED, 'something went wrong'],
    [m.AMAZON_PAY_SUPPORT_ERROR, 'AmazonPay:SupportError'],
    [m.UNSUPPORTED_BROWSER, 'Unsupported browser'],
    [m.AMAZON_PAY_AUTH_FAILED, 'AmazonPay User Authorization Failed'],
    [m.AMAZON_PAY_API_ERROR, 'AmazonPay:ApiError'],
    [m.AMAZON_LOADING_WALLET, 'Loading Amazon Wallet...'],
    [m.AMAZON_PROCESSING_CUSTOMER, 'Processing customer information'],
    [m.PREVIEW_MODE, 'preview mode'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('R-ERR-2: toastText', () => {
  test('R-ERR-2: no error gives no toast', () => {
    expect(m.toastText(undefined)).toBeNull();
    expect(m.toastText(null)).toBeNull();
  });
  test("R-ERR-2: the error's own error text wins", () => {
    expect(m.toastText({ error: 'Card declined', message: 'HTTP 402' })).toBe('Card declined');
  });
  test("R-ERR-2: else 'Error! ' followed by the error's message", () => {
    expect(m.toastText(new Error('timeout'))).toBe('Error! timeout');
    expect(m.toastText({ error: '', message: 'Bad request' })).toBe('Error! Bad request');
  });
  test("R-ERR-2: else the generic 'Something went wrong'", () => {
    expect(m.toastText({})).toBe('Something went wrong');
    expect(m.toastText({ error: 42, message: '  ' })).toBe('Something went wrong');
    expect(m.toastText(500)).toBe('Something went wrong');
    expect(m.toastText('')).toBe('Something went wrong');
  });
  test('R-ERR-2: a bare string is the error text itself', () => {
    expect(m.toastText('Sorry, but your payment failed')).toBe('Sorry, but your payment failed');
  });
  test('R-ERR-2: the API’s words for developers (a payload path) never reach a shopper', () => {
    expect(m.toastText({ error: 'contact.firstName: at most 100 characters' })).toBe('Something went wrong');
    expect(m.toastText('billingAddress.Apartment: at most 100 characters')).toBe('Something went wrong');
    expect(m.toastText({ error: 'body: not valid JSON' })).toBe('Something went wrong');
    expect(m.toastText({ error: 'Entered address is not valid' })).toBe('Entered address is not valid');
    expect(m.toastText({ error: 'orderItems.0.quantity: at least 1' })).toBe('Something went wrong');
  });
  test('R-ERR-2: a text that only names a domain after its first words is the shopper’s to read', () => {
    const declined = 'Payment declined by Stripe.com: insufficient funds';
    expect(m.toastText({ error: declined })).toBe(declined);
    expect(m.toastText(declined)).toBe(declined);
  });
  test('R-ERR-2: a bare string of spaces says nothing: the generic text', () => {
    expect(m.toastText('   ')).toBe('Something went wrong');
  });
  test('R-ERR-2: a non-string error field falls through to the message', () => {
    expect(m.toastText({ error: { code: 1 }, message: 'boom' })).toBe('Error! boom');
  });
});

describe('R-ORD-3: the texts the spec does not word (ours): the upsell page’s and the wallets’', () => {
  test('each says something, and no two states say the same thing', () => {
    const texts = [
      ...Object.values(upsell).flatMap((t) => (typeof t === 'string' ? [t] : [])),
      ...Object.values(wallets),
      ...Object.values(walletReturn),
    ];
    expect(texts.length).toBeGreaterThan(15);
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\w/);
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('a confirmation names its provider, why it asks again, the add-on’s price, and that the first order stays as it was', () => {
    expect(upsell.confirmHeading('PayPal')).toBe('Confirm this add-on with PayPal');
    expect(upsell.confirmButton('Amazon Pay')).toBe('Yes, confirm with Amazon Pay');
    expect(upsell.confirmCancelled('PayPal')).toMatch(
      /^You did not confirm the add-on with PayPal\. Nothing was charged/,
    );
    const paypal = upsell.confirmExplanation('PayPal', '$19.95');
    const amazon = upsell.confirmExplanation('Amazon Pay', '$19.95');
    expect(paypal).toMatch(/^Your first order was a one-time PayPal payment, so PayPal needs your approval/);
    expect(amazon).toMatch(/^Your first order was a single Amazon Pay order, so Amazon needs your confirmation/);
    for (const text of [paypal, amazon])
      expect(text).toMatch(/ You approve only this add-on \(\$19\.95\); your first order is not charged again\.$/);
  });
});
