/** /video/*: the video sales letters, a Range answered with 206 (deploy/pages/range.ts). */
import type { PagesContext } from '../../deploy/pages/forward.ts';
import { withRange } from '../../deploy/pages/range.ts';

export const onRequest = async ({ request, next }: PagesContext) => withRange(request, await next());
