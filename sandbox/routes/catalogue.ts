/**
 * Read-only catalogue calls: offers/bysfid/{id} (§3 upsell offer with product.image list),
 * content/byname/{name} (an array, empty when unknown) and content/sfid/{sfid} (a JSON string).
 */
import { Hono } from 'hono';
import { OFFER_NOT_FOUND } from '../../src/domain/messages.ts';
import type { SandboxContext } from '../context.ts';
import { notFound } from '../problems.ts';

/** The catalogue routes, relative to the API base. */
export function catalogueRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { catalogue } = ctx;
  app.get('/offers/bysfid/:id', (c) => {
    const offer = catalogue.offers.get(c.req.param('id'));
    const product = offer && catalogue.products.get(offer.product);
    if (!offer || !product) throw notFound(OFFER_NOT_FOUND);
    return c.json({
      ...offer,
      product: { id: product.id, sfid: product.sfid, name: product.name, image: [{ imageUrl: product.image }] },
    });
  });
  app.get('/content/byname/:name', (c) => {
    const name = c.req.param('name');
    const content = catalogue.contentByName.get(name);
    return c.json(content === undefined ? [] : [{ name, content }]);
  });
  app.get('/content/sfid/:sfid', (c) => {
    const content = catalogue.contentBySfid.get(c.req.param('sfid'));
    if (content === undefined) throw notFound(`content '${c.req.param('sfid')}' not found`);
    return c.json({ sfid: c.req.param('sfid'), content });
  });
  return app;
}
