/**
 * R-PAY-3: the upsell's Amazon Pay wallet (islands/upsell/amazon-wallet.ts, loaded only for an
 * add-on confirmed with Amazon Pay): a signed-in shopper sees the wallet at once, a signed-out one
 * Amazon's button first; the wallet's new order reference is what the add-on is confirmed against.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { OffAmazonPayments } from '../../../src/payments/amazon-globals.ts';

const login = vi.fn<() => { accessToken: string; subscription: boolean } | null>();
const renderAmazonButton = vi.fn();
vi.mock('../../../src/payments/amazon-pay.ts', () => ({ amazonLogin: login, renderAmazonButton }));
const { showAmazonWallet } = await import('../../../src/islands/upsell/amazon-wallet.ts');

const ids = { button: 'b', wallet: 'w' };
const bind = vi.fn();
const Wallet = vi.fn(function (this: { bind: typeof bind }, _options: Record<string, unknown>) {
  this.bind = bind;
});
const pay = { Widgets: { Wallet } } as unknown as OffAmazonPayments;
const update = vi.fn();

/** The options the wallet was created with. */
const walletOptions = () => Wallet.mock.calls[0]?.[0] ?? {};

beforeEach(() => vi.clearAllMocks());

describe('the upsell wallet (R-PAY-3)', () => {
  test('signed in: the wallet at once, for an order reference with the seller id; its reference is kept', () => {
    login.mockReturnValue({ accessToken: 'Atza|1', subscription: false });
    showAmazonWallet(pay, ids, update);
    expect(update).toHaveBeenCalledWith({ pay, signIn: false });
    expect(renderAmazonButton).not.toHaveBeenCalled();
    expect(walletOptions()).toMatchObject({ sellerId: 'SANDBOX-MERCHANT', agreementType: 'OrderReference' });
    expect(bind).toHaveBeenCalledWith('w');
    (walletOptions().onOrderReferenceCreate as (r: unknown) => void)({ getAmazonOrderReferenceId: () => 'S01-1' });
    expect(update).toHaveBeenLastCalledWith({ signIn: false, reference: 'S01-1' });
  });

  test('signed out: Amazon’s button first, the wallet after a token, an error without one', () => {
    login.mockReturnValue(null);
    showAmazonWallet(pay, ids, update);
    expect(update).toHaveBeenCalledWith({ pay, signIn: true });
    expect(Wallet).not.toHaveBeenCalled();
    const [, container, o] = renderAmazonButton.mock.calls[0] as [
      unknown,
      string,
      { onToken: (t: string | null) => void },
    ];
    expect(container).toBe('b');
    o.onToken(null);
    expect(update).toHaveBeenLastCalledWith({ error: 'AmazonPay User Authorization Failed' });
    o.onToken('Atza|2');
    expect(bind).toHaveBeenCalledWith('w');
  });
});
