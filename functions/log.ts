/** /log (the GET logger, LOG_PATH) → the commerce API, GET only (deploy/pages/forward.ts). */
import { forwardApi } from '../deploy/pages/forward.ts';

export const onRequest = forwardApi;
