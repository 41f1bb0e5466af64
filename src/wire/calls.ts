/**
 * The POST paths whose call is the request in and the answer out, each with its request and
 * answer shape: the client binds a function to a path (`api/posts.ts`) and loads the answer's
 * schema from here when the call goes out.
 */
import { checkoutCalls } from './checkout.ts';
import { paypalCalls } from './paypal.ts';

/** Request and answer shape by path. */
export const calls = { ...paypalCalls, ...checkoutCalls };
