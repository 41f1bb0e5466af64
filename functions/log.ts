/** /log (the GET logger, LOG_PATH) → the commerce API (deploy/pages/forward.ts). */
import { forward, type PagesContext } from '../deploy/pages/forward.ts';

export const onRequest = ({ request, env }: PagesContext) => forward(request, env.API_ORIGIN);
