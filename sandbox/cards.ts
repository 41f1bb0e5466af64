/**
 * Test cards: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 0119
 * fails at the gateway; any other Luhn-valid number approves; a non-Luhn number is a bad payload.
 * Wallet tokens (Google Pay, Apple Pay) containing 'decline' or 'gateway-error' do the same.
 */
import { luhnValid as luhn } from '../src/domain/card.ts';

/** What the simulated gateway does with a card. */
export type CardOutcome = 'approve' | 'decline' | 'gateway-error';

/** Digits only. */
export const cardDigits = (number: string) => number.replace(/\D/g, '');

/** The Luhn check, on 12–19 digits. */
export function luhnValid(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && luhn(digits);
}

/** The card brand from its number. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6/.test(digits)) return 'Discover';
  return 'Card';
}

/** The gateway's answer for a Luhn-valid card. */
export function cardOutcome(digits: string): CardOutcome {
  if (digits === '4000000000000002') return 'decline';
  if (digits === '4000000000000119') return 'gateway-error';
  return 'approve';
}

/** The gateway's answer for a wallet token. */
export function walletOutcome(token: string): CardOutcome {
  if (token.includes('decline')) return 'decline';
  if (token.includes('gateway-error')) return 'gateway-error';
  return 'approve';
}
