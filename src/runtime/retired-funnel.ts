/**
 * A `uid` that names no funnel of this build is a retired campaign's, carried here by a redirect
 * that keeps the whole query (Cloudflare Pages' `_redirects`; npm start and nginx drop it). Loaded
 * on the pages redirects lead to (layouts/RetiredFunnelCheck.astro), ahead of the runtime: it takes
 * the `uid` off the address with its `step` and `pcid`, before the runtime reads them, so the page
 * runs in its own funnel, as behind the other engines.
 */
import { withoutFunnelParams } from '../domain/sale-window.ts';
import { funnelData } from './page-data.ts';

const funnels = funnelData()?.config.funnels;
const { pathname, search, hash } = window.location;
const uid = new URLSearchParams(search).get('uid');
if (funnels && uid !== null && !Object.hasOwn(funnels, uid))
  window.history.replaceState(window.history.state, '', `${pathname}${withoutFunnelParams(search)}${hash}`);
