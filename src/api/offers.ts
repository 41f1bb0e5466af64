/** Offers (R-ORD-7): GET offers/bysfid/{id}; product.image[0].imageUrl is copied to imageUrl. */
import type { Offer } from '../wire/offers.ts';
import { wire } from './wire.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';
import { apiUrl } from './urls.ts';

/** The offer functions bound to a pipeline. */
export function offersApi(p: Pipeline) {
  return {
    /** GET offers/bysfid/{id}; on failure the error field of the error body is passed on (ApiError). */
    async getOfferBySfid(sfid: string, o?: CallOptions): Promise<Offer> {
      const found = await p.call(apiUrl(p.config, `offers/bysfid/${encodeURIComponent(sfid)}`), {
        schema: wire('offer'),
        ...o,
      });
      const imageUrl = found.product.image[0]?.imageUrl;
      return imageUrl === undefined ? found : { ...found, imageUrl };
    },
  };
}
