/** /proxy/* → the commerce API, the storefront's calls only (deploy/pages/forward.ts). */
import { forwardApi } from '../../deploy/pages/forward.ts';

export const onRequest = forwardApi;
