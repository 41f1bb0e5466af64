/** What the checkout island receives from its template (serialisable, no stores). */
import type { CatalogueBump, CatalogueProduct } from '../../domain/checkout/catalogue.ts';

/** A bump offer with the picture and name of its product. */
export type BumpView = CatalogueBump & { image: string; productName: string };

/** Props of CheckoutForm. */
export interface CheckoutProps {
  /** 'two-step': contact and shipping, then payment (order form); 'single': one page (secure cart). */
  layout: 'two-step' | 'single';
  /** The page's product and bundle size (bundle pages, R-RT-4). */
  product: CatalogueProduct;
  units?: number | undefined;
  /** The funnel's bump offers (R-ORD-6). */
  bumps: BumpView[];
  /** Secure carts complete the cart chosen before, of any product: the catalogue to price it. */
  catalogue?: CatalogueProduct[] | undefined;
  /** site.defaultCountry (R-ORD-10). */
  defaultCountry: string;
  /** The build's time (ms), so the server and the first client render list the same expiry years. */
  builtAt: number;
}
