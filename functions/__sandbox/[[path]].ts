/**
 * /__sandbox/* → the local sandbox's own pages, when SANDBOX_ORIGIN is given (npm run preview:cdn
 * and the tests); without it, in production, the site's 404 page.
 */
import { forward, type PagesContext } from '../../deploy/pages/forward.ts';

export const onRequest = ({ request, env, next }: PagesContext) =>
  env.SANDBOX_ORIGIN ? forward(request, env.SANDBOX_ORIGIN, 'SANDBOX_ORIGIN') : next();
