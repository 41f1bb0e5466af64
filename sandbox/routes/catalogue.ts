/**
 * Read-only catalogue calls: offers/bysfid/{id} (§3 upsell offer with product.image list). Content
 * reaches pages at build time (docs/content.md), so the sandbox serves no content calls.
 */
import { Hono } from 'hono';
import { OFFER_NOT_FOUND } from '../../src/domain/messages.ts';
import type { SandboxContext } from '../context.ts';
import { notFound } from '../problems.ts';

/** The catalogue routes, relative to the API base. */
export function catalogueRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.get('/offers/bysfid/:id', (c) => {
    const { catalogue } = ctx; // as it is now: the manifest may have changed since the start
    const offer = catalogue.offers.get(c.req.param('id'));
    const product = offer && catalogue.products.get(offer.product);
    if (!offer || !product) throw notFound(OFFER_NOT_FOUND);
    return c.json({
      ...offer,
      product: { id: product.id, sfid: product.sfid, name: product.name, image: [{ imageUrl: product.image }] },
    });
  });
  return app;
}
