import { describe, expect, test } from 'vitest';
import { placeToast, type ShownToast } from '../../../src/domain/toast-placement.ts';

const paymentFailed: ShownToast = { text: 'Sorry, but your payment failed', kind: 'error', topic: 'createGuestOrder' };
const notFound: ShownToast = { text: 'Page not found', kind: 'error', topic: 'funnel next' };

describe('placeToast: messages do not pile up (R-ERR-2)', () => {
  test('R-ERR-2: the first message is added', () => {
    expect(placeToast([], paymentFailed)).toEqual({ action: 'add' });
  });

  test('R-ERR-2: the same message while it is on screen is announced again, not added twice', () => {
    expect(placeToast([notFound, paymentFailed], paymentFailed)).toEqual({ action: 'repeat', index: 1 });
    const untopical = { text: 'Something went wrong', kind: 'error' } as const;
    expect(placeToast([untopical], untopical)).toEqual({ action: 'repeat', index: 0 });
  });

  test('R-ERR-2: the same words from another call are one message too', () => {
    expect(placeToast([paymentFailed], { ...paymentFailed, topic: 'PayPal' })).toEqual({ action: 'repeat', index: 0 });
  });

  test('R-ERR-2: a new message about the same call takes the old one’s place', () => {
    const unavailable = { ...paymentFailed, text: 'Sorry, but Payment Service is not available!' };
    expect(placeToast([notFound, paymentFailed], unavailable)).toEqual({ action: 'replace', index: 1 });
    expect(placeToast([paymentFailed], unavailable)).toEqual({ action: 'replace', index: 0 });
  });

  test('R-ERR-2: messages about no call in particular are each their own', () => {
    const a = { text: 'Something went wrong', kind: 'error' } as const;
    expect(placeToast([a], { text: 'Coupon can not be applied to this product', kind: 'error' })).toEqual({
      action: 'add',
    });
  });

  test('R-ERR-3: a success with the words of an error is another message', () => {
    expect(placeToast([notFound], { text: 'Page not found', kind: 'success' })).toEqual({ action: 'add' });
  });
});
