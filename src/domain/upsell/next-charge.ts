/**
 * R-ORD-6, R-ORD-8: when a subscription charges again and how much: the order's date plus one
 * period (§3 frequency × frequencyMultiplier), for the subscription's subtotal, tax and shipping.
 * A month later keeps the day of the month, or the month's last day when it has fewer (January
 * 31 → February 28). Dates are in the shopper's time zone, as the receipt shows them.
 */
import { sumCents, type Cents } from '../money.ts';
import { centsOf, type OrderSubscription } from './receipt.ts';

/** `from` plus `multiplier` days, weeks or months; null for another frequency. */
export function addPeriod(from: Date, frequency: string, multiplier: number): Date | null {
  if (frequency === 'Day' || frequency === 'Week') {
    const days = multiplier * (frequency === 'Week' ? 7 : 1);
    const d = new Date(from);
    d.setDate(d.getDate() + days); // calendar days, whatever a daylight-saving change does to the hours
    return d;
  }
  if (frequency !== 'Month') return null;
  const d = new Date(from);
  d.setDate(1);
  d.setMonth(d.getMonth() + multiplier);
  const lastDay = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(from.getDate(), lastDay));
  return d;
}

/** The next charge of a subscription. */
export interface NextCharge {
  date: Date;
  cents: Cents;
}

/** The next charge of an order with a subscription; null without one, or without a valid date. */
export function nextCharge(order: {
  date?: string | undefined;
  subscription?: OrderSubscription | null | undefined;
}): NextCharge | null {
  const sub = order.subscription;
  if (!sub?.frequency || !order.date) return null;
  const placed = new Date(order.date);
  if (Number.isNaN(placed.getTime())) return null;
  const date = addPeriod(placed, sub.frequency, sub.frequencyMultiplier ?? 1);
  if (!date) return null;
  return { date, cents: sumCents(centsOf(sub.subtotal), centsOf(sub.tax), centsOf(sub.shipping)) };
}
