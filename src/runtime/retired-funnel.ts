/**
 * A `uid` that names no funnel of this build is a retired campaign's, and one the build lists as
 * ended (`#ended-funnels`, layouts/RetiredFunnelCheck.astro) is a campaign whose window is over;
 * either was carried here by a redirect that keeps the whole query (Cloudflare Pages' `_redirects`;
 * npm start and nginx drop it). Loaded on the pages redirects lead to, ahead of the runtime: it
 * takes the `uid` off the address with its `step` and `pcid`, before the runtime reads them, so the
 * page runs in its own funnel, as behind the other engines, rather than routing the shopper to the
 * ended funnel's steps, whose addresses redirect back here.
 */
import { withoutFunnelParams } from '../domain/sale-window.ts';
import { funnelData } from './page-data.ts';

const funnels = funnelData()?.config.funnels;
const ended = JSON.parse(document.getElementById('ended-funnels')?.textContent ?? '[]') as string[];
const { pathname, search, hash } = window.location;
const uid = new URLSearchParams(search).get('uid');
if (funnels && uid !== null && (!Object.hasOwn(funnels, uid) || ended.includes(uid)))
  window.history.replaceState(window.history.state, '', `${pathname}${withoutFunnelParams(search)}${hash}`);
