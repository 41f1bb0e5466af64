import { describe, expect, test } from 'vitest';
import { AMAZON_RESULT_PARAMS, readAmazonResult } from '../../../../src/domain/wallets/amazon-return.ts';
import { withoutParams } from '../../../../src/domain/wallets/paypal-return.ts';
import {
  amazonLoginState,
  readAmazonLoginHash,
  safeReturnPath,
} from '../../../../src/domain/wallets/amazon-login-hash.ts';
import { AMAZON_SUPPORT_EVENT, amazonErrorEvent } from '../../../../src/domain/wallets/amazon-events.ts';
import { amazonWidgetsUrl, GOOGLE_PAY_URL } from '../../../../src/domain/wallets/provider-urls.ts';

describe('Amazon returns', () => {
  test('R-QP-4: the confirmation result parameters', () => {
    const q = new URLSearchParams(
      'orderId=ord_1&orderReferenceId=S01-1&amount=75.95&currencyCode=USD&sellerOrderId=IB-1&resultCode=Success',
    );
    expect(readAmazonResult(q)).toEqual({
      orderId: 'ord_1',
      orderReferenceId: 'S01-1',
      amount: '75.95',
      currencyCode: 'USD',
      sellerOrderId: 'IB-1',
      resultCode: 'Success',
    });
    expect(readAmazonResult(new URLSearchParams('orderId=ord_1&orderReferenceId=S01-1&resultCode=Maybe'))).toBeNull();
    expect(readAmazonResult(new URLSearchParams('resultCode=Failure'))).toBeNull();
  });

  test('R-QP-4: a Failure result is read too; the parameters Amazon left out read as empty', () => {
    expect(readAmazonResult(new URLSearchParams('orderId=ord_1&orderReferenceId=S01-1&resultCode=Failure'))).toEqual({
      orderId: 'ord_1',
      orderReferenceId: 'S01-1',
      amount: '',
      currencyCode: '',
      sellerOrderId: '',
      resultCode: 'Failure',
    });
    expect(readAmazonResult(new URLSearchParams('orderId=ord_1&resultCode=Failure'))).toBeNull();
    expect(readAmazonResult(new URLSearchParams('orderReferenceId=S01-1&resultCode=Success'))).toBeNull();
  });

  test('R-QP-4: once handled, every result parameter leaves the address, and nothing else does', () => {
    const back =
      'https://shop.example/os?affid=a&orderId=ord_1&orderReferenceId=S01-1&amount=75.95&currencyCode=USD&sellerOrderId=IB-1&resultCode=Success#top';
    expect(withoutParams(back, AMAZON_RESULT_PARAMS)).toBe('/os?affid=a#top');
  });

  const nonce = 'n0nce-of-22-characters';
  const state = (path: string) => encodeURIComponent(amazonLoginState(nonce, path));

  test('R-RT-7, R-PAY-5: the hash token is accepted only when it starts with Atza and carries this tab’s nonce', () => {
    const hash = `#access_token=Atza%7CIwEB1&state=${state('/os221215a_ap?affid=x')}`;
    expect(readAmazonLoginHash(hash, '/SecureCart', nonce)).toEqual({
      accessToken: 'Atza|IwEB1',
      returnPath: '/os221215a_ap?affid=x',
    });
    expect(readAmazonLoginHash(hash, '/SecureCart', 'another-nonce-22-chars').accessToken).toBeNull();
    expect(readAmazonLoginHash(hash, '/SecureCart', null).accessToken).toBeNull();
    expect(readAmazonLoginHash(`#access_token=XYZ&state=${state('/os')}`, '/SecureCart', nonce).accessToken).toBeNull();
    expect(readAmazonLoginHash('#access_token=Atza%7Cx&state=%2Fos', '/SecureCart', nonce)).toEqual({
      accessToken: null,
      returnPath: '/os',
    });
    expect(readAmazonLoginHash('#error=access_denied', '/SecureCart', nonce)).toEqual({
      accessToken: null,
      returnPath: '/SecureCart',
    });
    expect(() => amazonLoginState('short', '/os')).toThrow('22 base64url characters');
    expect(() => amazonLoginState(`${nonce}x`, '/os')).toThrow('22 base64url characters');
  });

  test('R-RT-7: state never leads to another site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example/phish',
      'os',
      '',
    ])
      expect(safeReturnPath(bad, '/SecureCart')).toBe('/SecureCart');
    expect(safeReturnPath('/IkariaBeauty_SecureCart', '/SecureCart')).toBe('/IkariaBeauty_SecureCart');
    const phish = readAmazonLoginHash('#access_token=x&state=%2F%09%2Fevil.example%2Fphish', '/SecureCart', nonce);
    expect(phish.returnPath).toBe('/SecureCart');
  });

  test('R-RT-7: a state without a nonce is only a path, even one with a long word in it', () => {
    const back = readAmazonLoginHash('#access_token=Atza%7Cx&state=%2FIkariaBeauty_SecureCart_Spring', '/os', nonce);
    expect(back).toEqual({ accessToken: null, returnPath: '/IkariaBeauty_SecureCart_Spring' });
  });

  test('R-ERR-4, R-PAY-4: funnel events carry the code and message', () => {
    expect(amazonErrorEvent('wallet', 'InvalidAccountStatus', 'Nope')).toEqual({
      eventType: 'AmazonPay:WalletError',
      customPayLoad: { code: 'InvalidAccountStatus', message: 'Nope' },
    });
    expect(amazonErrorEvent('api', '401', 'AmazonPay User Authorization Failed').eventType).toBe('AmazonPay:ApiError');
    // Each widget has its own event type, so the funnel's events tell which one failed.
    expect(
      (['button', 'addressBook', 'wallet', 'consent'] as const).map((s) => amazonErrorEvent(s, 'E', 'm').eventType),
    ).toEqual([
      'AmazonPay:ButtonError',
      'AmazonPay:AddressBookError',
      'AmazonPay:WalletError',
      'AmazonPay:ConsentError',
    ]);
    expect(AMAZON_SUPPORT_EVENT).toEqual({
      eventType: 'AmazonPay:SupportError',
      customPayLoad: { code: 'AmazonPay:SupportError', message: 'Unsupported browser' },
    });
  });

  test('R-PAY-3: the legacy widgets script URL, sandbox or production, with the seller id', () => {
    expect(amazonWidgetsUrl('SELLER 1', true)).toBe(
      'https://static-na.payments-amazon.com/OffAmazonPayments/us/sandbox/js/Widgets.js?sellerId=SELLER%201',
    );
    expect(amazonWidgetsUrl('S', false)).toBe(
      'https://static-na.payments-amazon.com/OffAmazonPayments/us/js/Widgets.js?sellerId=S',
    );
  });

  test("R-PAY-6: Google Pay's library comes from Google's own address, the one the CSP allows", () => {
    expect(new URL(GOOGLE_PAY_URL)).toMatchObject({ origin: 'https://pay.google.com', pathname: '/gp/p/js/pay.js' });
  });
});
