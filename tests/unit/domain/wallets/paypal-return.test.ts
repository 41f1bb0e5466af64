import { describe, expect, test } from 'vitest';
import {
  PAYPAL_RETURN_PARAMS,
  paypalFlow,
  readPayPalReturn,
  withoutParams,
} from '../../../../src/domain/wallets/paypal-return.ts';

const q = (s: string) => new URLSearchParams(s);

describe('PayPal flows and returns', () => {
  test('R-PAY-2: payment for one-time, subscription for a subscription, express checkout in in-app browsers', () => {
    expect(paypalFlow({ subscription: false, inAppBrowser: false })).toBe('payment');
    expect(paypalFlow({ subscription: true, inAppBrowser: false })).toBe('subscription');
    expect(paypalFlow({ subscription: true, inAppBrowser: true })).toBe('express');
  });

  test('R-QP-3: paypal=true with action=success, paymentId, token and PayerID is an approved payment', () => {
    expect(readPayPalReturn(q('paypal=true&action=success&paymentId=PAYID-1&token=EC-1&PayerID=P1&affid=x'))).toEqual({
      flow: 'payment',
      action: 'success',
      token: 'EC-1',
      PayerID: 'P1',
      paymentId: 'PAYID-1',
    });
  });

  test('R-QP-3: paypalsubscription and paypalnvp returns; cancel needs only the token', () => {
    expect(readPayPalReturn(q('paypalsubscription=true&action=success&token=I-1&PayerID=P1'))).toMatchObject({
      flow: 'subscription',
      token: 'I-1',
    });
    expect(readPayPalReturn(q('paypalnvp=true&action=success&token=EC-2&PayerID=P2'))).toMatchObject({
      flow: 'express',
      PayerID: 'P2',
    });
    expect(readPayPalReturn(q('paypalnvp=true&action=cancel&token=EC-2'))).toEqual({
      flow: 'express',
      action: 'cancel',
      token: 'EC-2',
    });
  });

  test('R-QP-3: incomplete or foreign queries are no return', () => {
    expect(readPayPalReturn(q('utm_source=x'))).toBeNull();
    expect(readPayPalReturn(q('paypal=true&action=success&token=EC-1&PayerID=P1'))).toBeNull(); // no paymentId
    expect(readPayPalReturn(q('paypalnvp=true&action=success&token=EC-1'))).toBeNull(); // no PayerID
    expect(readPayPalReturn(q('paypal=false&action=success&token=EC-1'))).toBeNull();
    expect(readPayPalReturn(q('paypal=true&action=maybe&token=EC-1'))).toBeNull();
    expect(readPayPalReturn(q('paypal=true&action=maybe&paymentId=PAYID-1&token=EC-1&PayerID=P1'))).toBeNull();
    expect(readPayPalReturn(q('paypal=true&action=success&paymentId=PAYID-1&PayerID=P1'))).toBeNull(); // no token
    expect(readPayPalReturn(q('paypal=true&action=cancel'))).toBeNull();
  });

  test('R-QP-3: a subscription approved without a PayerID is still its return', () => {
    expect(readPayPalReturn(q('paypalsubscription=true&action=success&token=I-1'))).toEqual({
      flow: 'subscription',
      action: 'success',
      token: 'I-1',
      PayerID: '',
    });
  });

  test('R-QP-3: once handled, every PayPal return parameter leaves the address, and nothing else does', () => {
    const flags = 'paypal=true&paypalsubscription=true&paypalnvp=true';
    const back = `https://shop.example/os?affid=a&${flags}&action=success&paymentId=PAYID-1&token=EC-1&PayerID=P1`;
    expect(withoutParams(back, PAYPAL_RETURN_PARAMS)).toBe('/os?affid=a');
  });

  test('withoutParams keeps the path, other parameters and the hash', () => {
    expect(withoutParams('https://shop.example/os?affid=a&paypal=true&token=T#x', ['paypal', 'token'])).toBe(
      '/os?affid=a#x',
    );
  });
});
