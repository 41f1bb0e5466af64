/** Catalogue fixtures shaped like campaigns/products.yaml and bump-offers.yaml, and a paid parent order. */
import type { CatalogueBump, CatalogueProduct } from '../../../../src/domain/checkout/catalogue.ts';
import type { PlacedOrder } from '../../../../src/domain/checkout/one-order.ts';

/** A paid parent order as the checkout record keeps it. */
export const placedOrder: PlacedOrder = {
  orderId: 'O-1',
  name: 'IKB-000001',
  total: 188.06,
  paymentMethod: 'Credit Card',
  onward: '/upsell-elixir?uid=AGELESS01&step=6',
  placedAt: '2026-11-23T10:00:00.000Z',
};

export const balm: CatalogueProduct = {
  id: 'AgelessBeautyBalm',
  sfid: 'P-ABB-001',
  name: 'Ageless Beauty Balm',
  image: '/images/products/ageless-beauty-balm.svg',
  kind: 'balm',
  bundles: [
    { units: 1, price: 69, shippingCost: 6.95, label: '1 jar · 30-day supply' },
    { units: 3, price: 177, shippingCost: 0, label: '3 jars · 90-day supply' },
    { units: 6, price: 294, shippingCost: 0, label: '6 jars · 180-day supply' },
  ],
  subscription: {
    discountPercent: 15,
    frequencies: [
      { frequency: 'Month', frequencyMultiplier: 1, label: 'Every month' },
      { frequency: 'Month', frequencyMultiplier: 2, label: 'Every 2 months' },
    ],
  },
};

export const peel: CatalogueProduct = {
  id: 'multiacid',
  sfid: 'P-MA-005',
  name: 'Multi-Acid Renewal Peel',
  image: '/images/products/multiacid.svg',
  kind: 'peel',
  bundles: [
    { units: 1, price: 49, shippingCost: 6.95, label: '1 bottle · 8 peels' },
    { units: 3, price: 126, shippingCost: 0, label: '3 bottles · 24 peels' },
  ],
};

export const teaBump: CatalogueBump = {
  sfid: 'BUMP-TEA-SAMPLER',
  product: 'BeautyTea',
  title: 'Tea sampler',
  price: 9.95,
};
