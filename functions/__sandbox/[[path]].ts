/**
 * /__sandbox/* → the local sandbox's own pages, when SANDBOX_ORIGIN is given (npm run preview:cdn
 * and the tests); without it, in production, the site's 404 page.
 */
import { forwardSandbox } from '../../deploy/pages/forward.ts';

export const onRequest = forwardSandbox;
