/** Template name → the Astro component that renders that kind of page (R-GEN-3). The route does `templates[page.template]`. */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { TemplateName } from '../manifest/schemas.ts';
import Landing from './Landing.astro';
import Advertorial from './Advertorial.astro';
import Video from './Video.astro';
import Survey from './Survey.astro';
import OfferSelector from './OfferSelector.astro';
import OrderForm from './OrderForm.astro';
import SecureCart from './SecureCart.astro';
import Upsell from './Upsell.astro';
import Downsell from './Downsell.astro';
import Receipt from './Receipt.astro';
import Legal from './Legal.astro';
import Content from './Content.astro';

export const templates: Record<TemplateName, AstroComponentFactory> = {
  landing: Landing,
  advertorial: Advertorial,
  video: Video,
  survey: Survey,
  'offer-selector': OfferSelector,
  'order-form': OrderForm,
  'secure-cart': SecureCart,
  upsell: Upsell,
  downsell: Downsell,
  receipt: Receipt,
  legal: Legal,
  content: Content,
};
