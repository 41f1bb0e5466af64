/**
 * R-CON-4: the sample data preview mode shows (preview.ts). The data is a sample only, never a
 * real product or shopper.
 */

/** R-CON-4: a sample upsell offer: standard price 49.99, offer price 19.99, shipping 1.99 (spec §3 shape). */
export const PREVIEW_UPSELL_OFFER = {
  sfid: 'PREVIEW-OFFER',
  title: 'Sample one-time offer',
  standardPrice: 49.99,
  offerPrice: 19.99,
  shippingCost: 1.99,
  productDescription: 'Sample product, 30-day supply',
  description: 'This is sample data shown in preview mode.',
  product: {
    id: 'PREVIEW-PRODUCT',
    sfid: 'PREVIEW-PRODUCT',
    name: 'Sample product',
    image: [] as { imageUrl: string }[],
  },
} as const;

/** R-CON-4: sample account details for the order-success preview (§3 order-success data). */
export const PREVIEW_ACCOUNT_DETAILS = {
  firstName: 'Sample',
  lastName: 'Shopper',
  email: 'shopper@example.com',
  phone: '5550102030',
  country: 'US',
  state: 'NY',
  city: 'New York',
  street: '1 Sample Street',
  zipPostalCode: '10001',
  apartment: '',
  additionalAddressLine: '',
} as const;
