/**
 * R-ORD-3: the add-on confirmed with PayPal or Amazon Pay. The page is in confirmation mode when
 * the parent left no agreement (upsellRoute), or when the API asked for the shopper (`require`);
 * it then explains why, agree runs the provider's confirmation (`start`, leaving the page), and
 * the return finishes it here: paid → `accept`; refused before the provider because the API prices
 * the add-on otherwise than the page shows → `priceChanged` (nothing saved, the next agree confirms
 * the new figure); cancelled → a message (and a new unpaid upsell on
 * the next try when the cancelled one was cancelled in the API); failed → `fail`; unknown (no
 * answer, asked again) → a message to reload, which finishes it. `onSettled`
 * hears that a return has been handled and the shopper stayed on the page. The providers' code
 * loads when it is used: on agree, or when the address carries a return.
 */
import { useState } from 'react';
import {
  confirmButton,
  confirmCancelled,
  confirmExplanation,
  confirmHeading,
  CONFIRMING_ADD_ON,
} from '../../domain/messages/upsell.ts';
import { PAYMENT_UNCONFIRMED } from '../../domain/messages/wallet-return.ts';
import { upsellRoute, type ProviderMethod } from '../../domain/wallets/upsell-route.ts';
import type { Order } from '../../api/client.ts';
import type { UpsellKind, UpsellParent } from '../../payments/upsell.ts';
import type { OfferPriceChange } from '../../domain/upsell/shown-total.ts';
import type { OfferTotal } from '../../domain/upsell/tax.ts';
import { statsInfo } from '../../runtime/stats-info.ts';
import { usd } from './money.ts';
import type { OfferView } from './offer-view.ts';
import { forgetUpsellRequest, settleFailedRequest, upsellRequestId } from './request-id.ts';
import { useAmazonWallet } from './use-amazon-wallet.ts';
import { useUpsellReturn } from './use-upsell-return.ts';

/** What the offer card shows in confirmation mode. */
export interface ConfirmView {
  heading: string;
  explanation: string;
  button: string;
  /** Amazon's sign-in button and wallet widget, when confirming with Amazon Pay. */
  amazon: { signIn: boolean; error: string | null } | null;
}

/** The confirmation state and actions of the page. */
export interface Confirmation {
  /** The provider agree confirms with, or null for a one-click charge. */
  method: ProviderMethod | null;
  /** False until Amazon's wallet has created the order reference. */
  ready: boolean;
  /** True while a provider's return is being completed. */
  completing: boolean;
  status: string | null;
  view: ConfirmView | null;
  /** The API asked for the shopper: switch to confirmation mode. */
  require(method: ProviderMethod): void;
  /** Runs the provider's confirmation; false (after `fail`) when it could not start. */
  start(): Promise<boolean>;
}

interface Input {
  parent: (UpsellParent & { subscribed?: boolean | undefined }) | undefined;
  offer: OfferView;
  kind: UpsellKind;
  totalTax: number;
  /** The total the page shows, which the unpaid add-on states. */
  shown: OfferTotal;
  /** The parent purchase's key, sent with every call of the add-on. */
  purchaseId?: string | undefined;
  accept(order: Order): boolean;
  fail(error: unknown, method: string): void;
  /** The API prices the add-on otherwise: nothing was saved; the page shows and sends the new figure. */
  priceChanged(change: OfferPriceChange): void;
  /** The API says one-click has ended for this order (domain/upsell/one-click.ts): nothing was charged. */
  ended(): void;
  /** A return has been handled and the page did not leave for yes. */
  settled(): void;
}

/** The hook. */
export function useConfirmation(i: Input): Confirmation {
  const [required, setRequired] = useState<ProviderMethod | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const route = i.parent ? upsellRoute(i.parent) : null;
  const method = required ?? (route?.kind === 'confirm' ? route.method : null);
  // null: the address carried no return (the upsell keeps waiting); a no thanks tapped meanwhile goes.
  const completing = useUpsellReturn(
    i.parent?.id,
    i.offer.sfid,
    (outcome) => {
      setStatus(null);
      if (outcome?.kind === 'charged' && i.accept(outcome.order)) return;
      if (outcome) {
        setRequired(outcome.method);
        if (outcome.kind === 'cancelled') setStatus(confirmCancelled(outcome.method));
        // The pay call may have charged: never "failed"; the return stays in the address for a reload.
        if (outcome.kind === 'unknown') setStatus(PAYMENT_UNCONFIRMED);
        if (outcome.kind === 'cancelled' && outcome.orderCancelled && i.parent)
          forgetUpsellRequest(i.parent.id, i.offer.sfid, 'confirm');
        if (outcome.kind === 'ended') i.ended();
        // Paid already by another tab's confirmation: the offer shows as added, not as failed.
        if (
          outcome.kind === 'failed' &&
          (!i.parent || settleFailedRequest(i.parent.id, i.offer.sfid, outcome.error, 'confirm') !== 'taken')
        )
          i.fail(outcome.error, `confirm upsell with ${outcome.method}`);
      }
      i.settled();
    },
    i.purchaseId,
  );
  const amazon = useAmazonWallet(method === 'Amazon Pay');

  async function start(): Promise<boolean> {
    const { parent } = i;
    if (!parent || !method) return false;
    setStatus(null);
    const input = {
      parent,
      offer: i.offer,
      kind: i.kind,
      totalTax: i.totalTax,
      shown: i.shown,
      requestId: upsellRequestId(parent.id, i.offer.sfid, 'confirm'),
      purchaseId: i.purchaseId,
      statsInfo: statsInfo(),
    };
    let confirm: typeof import('../../payments/upsell-confirm.ts') | undefined;
    try {
      // The provider's confirmation loads when the shopper agrees; a failed load is a failure to start.
      confirm = await import('../../payments/upsell-confirm.ts');
      if (method === 'PayPal') await confirm.confirmWithPayPal(input);
      else if (amazon.pay && amazon.reference) await confirm.confirmWithAmazon(input, amazon.pay, amazon.reference);
      else return false;
      return true;
    } catch (error) {
      const change = confirm?.priceChangeIn(error);
      if (change) i.priceChanged(change);
      else if (confirm?.offerEnded(error)) i.ended();
      else if (settleFailedRequest(parent.id, i.offer.sfid, error, 'confirm') !== 'taken')
        i.fail(error, `confirm upsell with ${method}`);
      return false;
    }
  }

  return {
    method,
    ready: method !== 'Amazon Pay' || amazon.reference !== null,
    completing,
    status: completing ? CONFIRMING_ADD_ON : status,
    view: method && {
      heading: confirmHeading(method),
      explanation: confirmExplanation(method, usd(i.offer.offerPrice)),
      button: confirmButton(method),
      amazon: method === 'Amazon Pay' ? { signIn: amazon.signIn, error: amazon.error } : null,
    },
    require: setRequired,
    start,
  };
}
