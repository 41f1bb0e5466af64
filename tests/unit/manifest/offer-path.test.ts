import { describe, expect, test } from 'vitest';
import { offerPath, type PageFacts } from '../../../src/manifest/page-funnel.ts';

const page = (path: string, template: string, product?: string, units?: number): PageFacts => ({
  path,
  template,
  product,
  units,
});

describe("offerPath: where a product's buy link leads", () => {
  const pages = [
    page('os-any', 'order-form', 'Balm'),
    page('os-3', 'order-form', 'Balm', 3),
    page('selector-tea', 'offer-selector', 'Tea'),
    page('cart-6', 'secure-cart', 'Serum', 6),
    page('selector-balm', 'offer-selector', 'Balm'),
    page('selector-balm-2', 'offer-selector', 'Balm'),
    page('article', 'advertorial', 'Elixir'),
  ];

  test('its first offer selector, else its 3-unit order page, else any order page for it', () => {
    expect(offerPath({ pages }, 'Balm')).toBe('/selector-balm');
    expect(offerPath({ pages: pages.filter((p) => p.template !== 'offer-selector') }, 'Balm')).toBe('/os-3');
    expect(offerPath({ pages }, 'Serum')).toBe('/cart-6');
  });

  test('else the first offer selector, else /offer-selector', () => {
    expect(offerPath({ pages }, 'Elixir')).toBe('/selector-tea');
    expect(offerPath({ pages }, undefined)).toBe('/selector-tea');
    expect(offerPath({ pages: [page('article', 'advertorial', 'Elixir')] }, 'Elixir')).toBe('/offer-selector');
  });
});
