/**
 * Simulated payment gateway: authorises a card or wallet token (see cards.ts for the test
 * cards) without writing anything, then vaults the approved method as a payment option that
 * one-click upsells reuse. Only brand, last four and expiry are kept; never the number or CVV.
 * PayPal and Amazon Pay upsells are charged by reference against the parent's agreement.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CardInput, PaymentMethod } from '../src/wire/index.ts';
import {
  CONFIRMATION_REQUIRED_ERROR,
  CONFIRMATION_REQUIRED_STATUS,
  type ProviderMethod,
} from '../src/domain/wallets/upsell-route.ts';
import { cardBrand, cardDigits, cardOutcome, luhnValid, walletOutcome, type CardOutcome } from './cards.ts';
import { badRequest, gatewayError, paymentFailed, Problem } from './problems.ts';
import { newId } from './ids.ts';
import { agreementOf } from './provider-sessions.ts';

/** A stored payment method (card on file, wallet or provider agreement). */
export interface PaymentOption {
  id: string;
  method: PaymentMethod;
  brand: string;
  last4: string;
}

/** An approved authorisation, not yet stored. */
export type Authorization = Omit<PaymentOption, 'id'> & { expMonth: number | null; expYear: number | null };

function settle(outcome: CardOutcome): void {
  if (outcome === 'decline') throw paymentFailed();
  if (outcome === 'gateway-error') throw gatewayError();
}

/** Authorises a card: non-Luhn or expired → 400, declined → 402, gateway error → 502. */
export function authorizeCard(card: CardInput, now: Date, field = 'card'): Authorization {
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) throw badRequest(`${field}.number: not a valid card number`);
  if (card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    throw badRequest(`${field}.expYear: the card has expired`);
  settle(cardOutcome(digits));
  return {
    method: 'Credit Card',
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

/** Authorises a Google Pay or Apple Pay token. */
export function authorizeWallet(method: 'Google Pay' | 'Apple Pay', token: string): Authorization {
  settle(walletOutcome(token));
  return { method, brand: 'Visa', last4: '1111', expMonth: null, expYear: null };
}

/** A provider payment (PayPal, Amazon Pay) approved by the shopper. */
export function providerAuthorization(method: 'PayPal' | 'Amazon Pay', reference: string): Authorization {
  return { method, brand: method, last4: reference.slice(-4), expMonth: null, expYear: null };
}

/** Stores an authorisation as a payment option of the account. */
export function vault(db: DatabaseSync, auth: Authorization, accountId: string, now = new Date()): PaymentOption {
  const id = newId('pm');
  db.prepare(
    'INSERT INTO payment_options (id, method, brand, last4, exp_month, exp_year, account_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, auth.method, auth.brand, auth.last4, auth.expMonth, auth.expYear, accountId, now.toISOString());
  return { id, method: auth.method, brand: auth.brand, last4: auth.last4 };
}

/** A stored payment option of the account, or undefined. */
export function findPaymentOption(db: DatabaseSync, id: string, accountId: string): PaymentOption | undefined {
  const row = db
    .prepare('SELECT id, method, brand, last4 FROM payment_options WHERE id = ? AND account_id = ?')
    .get(id, accountId);
  return row as PaymentOption | undefined;
}

/**
 * R-ORD-3: a reference charge (PayPal reference transaction, Amazon billing agreement) of an
 * upsell after `parent`: the agreement must be the parent's own and still active, and
 * `paymentOptionId`, when sent, the one it was paid with. Without one the shopper must confirm
 * (422 PAYER_ACTION_REQUIRED); an agreement id containing 'decline' is declined (402).
 */
export function chargeByReference(
  db: DatabaseSync,
  method: ProviderMethod,
  parent: { id: string; accountId: string; paymentMethod: PaymentMethod },
  paymentOptionId?: string,
): PaymentOption {
  if (parent.paymentMethod !== method)
    throw badRequest(`paymentMethod: the parent order was paid with ${parent.paymentMethod}`);
  const agreement = agreementOf(db, method === 'PayPal' ? 'paypal-agreement' : 'amazon-agreement', parent.id);
  if (!agreement || agreement.status !== 'approved')
    throw new Problem(CONFIRMATION_REQUIRED_STATUS, CONFIRMATION_REQUIRED_ERROR, { code: 'PAYER_ACTION_REQUIRED' });
  const optionId = agreement.data.paymentOptionId ?? '';
  if (paymentOptionId && paymentOptionId !== optionId)
    throw badRequest('paymentOptionId: not the payment option of the parent order');
  if ((agreement.data.reference ?? '').includes('decline')) throw paymentFailed();
  const option = findPaymentOption(db, optionId, parent.accountId);
  if (!option) throw badRequest('paymentOptionId: not a payment option of the parent order');
  return option;
}
