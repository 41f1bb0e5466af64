/**
 * The wallet cart and the form's customer, read from the shared funnel state (R-GEN-4): where the
 * checkout store keeps the cart's choices (state/checkout-cart.ts), so the wallets pay for the
 * cart the form shows.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import type { CatalogueProduct } from '../../domain/checkout/catalogue.ts';
import { walletCart, type WalletCart } from '../../domain/wallets/cart.ts';
import { customerFromAccount, type WalletCustomer } from '../../domain/wallets/customer.ts';
import { funnelState } from '../../state/funnel-state.ts';

/** What the page tells the wallets about its offer. */
export interface WalletOfferProps {
  product: CatalogueProduct;
  units: number;
  bumps: { sfid: string; price: number }[];
}

/** The cart now, and a ref that always holds the latest cart and customer (for provider callbacks). */
export function useWalletCart({ product, units, bumps }: WalletOfferProps) {
  const state = useStore(funnelState, { ssr: 'initial' });
  const cart = useMemo(() => walletCart(product, units, bumps, state), [product, units, bumps, state]);
  const customer = useMemo(
    () => customerFromAccount(state.accountDetails, state.shippingInfo),
    [state.accountDetails, state.shippingInfo],
  );
  const latest = useRef<{ cart: WalletCart; customer: WalletCustomer | null }>({ cart, customer });
  latest.current = { cart, customer };
  return { cart, latest };
}
