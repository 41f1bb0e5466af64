/**
 * What preview mode (R-NAV-3, R-CON-4: a preview build's `?preview=Upsell` or
 * `?preview=OrderSuccess`) adds to the offer page and the receipt, loaded only then: the banner
 * and the sample data.
 */
export { PreviewBanner } from './PreviewBanner.tsx';
export { PREVIEW_UPSELL_OFFER } from '../domain/preview-samples.ts';
export { PREVIEW_RECEIPT } from '../domain/upsell/preview.ts';
