/**
 * The catalogue shapes checkout reads (products, bundles, subscription plans, bump offers), as
 * plain structural types so the domain needs nothing from the manifest layer.
 */

/** R-ORD-6: a delivery frequency of a subscription plan. */
export interface Frequency {
  frequency: 'Day' | 'Week' | 'Month';
  frequencyMultiplier: number;
  label: string;
}

/** A bundle of a product: 1, 3 or 6 units at one price. */
export interface Bundle {
  units: number;
  price: number;
  shippingCost: number;
  label: string;
}

/** A product as checkout needs it. */
export interface CatalogueProduct {
  id: string;
  sfid: string;
  name: string;
  image: string;
  kind: string;
  bundles: readonly Bundle[];
  subscription?: { discountPercent: number; frequencies: readonly Frequency[] } | undefined;
}

/** A bump offer as checkout shows it. */
export interface CatalogueBump {
  sfid: string;
  product: string;
  title: string;
  price: number;
}

/** R-ORD-6: the subscription chosen for a line (frequency and frequencyMultiplier). */
export interface SubscriptionChoice {
  frequency: Frequency['frequency'];
  frequencyMultiplier: number;
}
