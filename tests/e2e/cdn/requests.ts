/**
 * The request table (R-GEN-5, R-GEN-6): what every engine that serves the site must answer —
 * `npm start`, nginx (deploy/nginx/) and Cloudflare Pages (functions/, `_headers`) — sent by
 * tests/e2e/cdn-serving.spec.ts to all three, so they cannot drift apart. `{asset}` is the largest
 * script of the build's /_astro/, `{video}` the size in bytes of /video/vsl.mp4.
 */

/** What the answer must be. */
export interface Expected {
  status: number | ((status: number) => boolean);
  /** Header values (names in lower case): equal, matching, or null for absent. */
  headers?: Record<string, string | RegExp | null>;
  /** The body, decoded from its Content-Encoding, contains this or matches it. */
  body?: string | RegExp;
  /** The body as sent is this many bytes. */
  bytes?: number | string;
  /**
   * The answer carries the headers `_headers` gives its path (the frame ban and the other security
   * headers, the cache rule; no-store on a 404). True unless the answer is the API's own.
   */
  cdnHeaders?: boolean;
}

/** One request and what it must get. */
export interface Row {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  expect: Expected;
}

const html = /^text\/html/;
const HOME = '<title>Mediterranean skincare';
const CART = '<title>Secure checkout';
const NOT_FOUND = '<title>Page not found';
/** What Chrome sends. */
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';
const TOKEN = 'request-table-token';

export const REQUESTS: Row[] = [
  // Clean URLs at case-exact paths.
  {
    name: 'R-GEN-5: / serves index.html',
    path: '/',
    expect: { status: 200, headers: { 'content-type': html }, body: HOME },
  },
  { name: 'R-GEN-5: /SecureCart serves SecureCart.html', path: '/SecureCart', expect: { status: 200, body: CART } },
  {
    name: 'R-GEN-5: a generic URL in a folder, /gu/ageless-offer, serves its page',
    path: '/gu/ageless-offer',
    expect: { status: 200, body: '<title>Your offer is loading' },
  },
  {
    name: 'R-GEN-5: /cms/faq serves cms/faq.html',
    path: '/cms/faq',
    expect: { status: 200, body: 'Frequently Asked Questions' },
  },
  {
    name: 'R-GEN-5: paths are case-exact: /securecart is not found',
    path: '/securecart',
    expect: { status: 404, body: NOT_FOUND },
  },

  // The .html and trailing-slash forms move to the clean URL, as Cloudflare Pages moves them.
  {
    name: 'R-GEN-5: /SecureCart.html answers 308 to /SecureCart',
    path: '/SecureCart.html',
    expect: { status: 308, headers: { location: '/SecureCart' } },
  },
  {
    name: 'R-GEN-5: the 308 keeps the query',
    path: '/SecureCart.html?utm_source=mail&b=1',
    expect: { status: 308, headers: { location: '/SecureCart?utm_source=mail&b=1' } },
  },
  {
    name: 'R-GEN-5: /SecureCart/ answers 308 to /SecureCart',
    path: '/SecureCart/',
    expect: { status: 308, headers: { location: '/SecureCart' } },
  },
  {
    name: 'R-GEN-5: /cms/faq/?x=1 answers 308 to /cms/faq?x=1',
    path: '/cms/faq/?x=1',
    expect: { status: 308, headers: { location: '/cms/faq?x=1' } },
  },
  {
    name: 'R-GEN-5: /index.html answers 308 to /',
    path: '/index.html',
    expect: { status: 308, headers: { location: '/' } },
  },

  // Retired addresses (campaigns/redirects.yaml, the build's _redirects): 301 to the successor, the
  // whole query string as sent (encoded characters, repeated and empty parameters) kept.
  {
    name: "a retired campaign's generic URL answers 301 to its successor, the ad's query string whole",
    path: '/gu/bfriday22?utm_source=facebook&utm_campaign=bf%2022&affid=7&subid1=a+b&subid1=c&subid2=',
    expect: {
      status: 301,
      headers: {
        location: '/gu/ageless-offer?utm_source=facebook&utm_campaign=bf%2022&affid=7&subid1=a+b&subid1=c&subid2=',
      },
    },
  },
  {
    name: "a retired campaign's dated page answers 301 to its successor",
    path: '/os221125a_ap?affid=42&subid3=x',
    expect: { status: 301, headers: { location: '/gu/ageless-offer?affid=42&subid3=x' } },
  },
  {
    // Pages' _redirects sends the whole query on; npm start and nginx keep it to the ad's (docs/deploy.md).
    name: "a retired address reached from its funnel answers 301 without the funnel's uid, step and pcid (Pages: with them)",
    path: '/os221125a_ap?uid=BFRIDAY22&affid=42&step=2&pcid=PC1',
    expect: {
      status: 301,
      headers: { location: /^\/gu\/ageless-offer\?(?:uid=BFRIDAY22&affid=42&step=2&pcid=PC1|affid=42)$/ },
    },
  },
  {
    name: 'a retired address without a query answers 301 to the bare successor',
    path: '/os221125b_ap',
    expect: { status: 301, headers: { location: '/gu/ageless-offer' } },
  },

  // Not found: 404.html with status 404, never cached, with the security headers.
  {
    name: 'R-RT-5: an unknown path gets 404.html with status 404',
    path: '/no-such-page',
    expect: { status: 404, headers: { 'content-type': html }, body: NOT_FOUND },
  },
  {
    name: 'R-RT-5: an unknown .html path is not found, not moved',
    path: '/no-such-page.html',
    expect: { status: 404, body: NOT_FOUND },
  },
  { name: 'R-RT-5: a folder is not a page: /gu/', path: '/gu/', expect: { status: 404, body: NOT_FOUND } },
  { name: 'R-RT-5: a folder is not a page: /gu', path: '/gu', expect: { status: 404, body: NOT_FOUND } },
  {
    // Pages does not upload _headers; `wrangler pages dev` answers its own 502 (docs/deploy.md).
    name: 'R-GEN-5: /_headers itself is not served',
    path: '/_headers',
    expect: { status: (s) => s >= 400, body: /^(?![\s\S]*Cache-Control:)/, cdnHeaders: false },
  },

  // Caching as _headers says, for every kind of file.
  {
    name: 'R-GEN-5: a build asset is cached for a year',
    path: '/_astro/{asset}',
    expect: { status: 200, headers: { 'content-type': /javascript/ } },
  },
  {
    name: 'R-GEN-5: an image is cached as _headers says',
    path: '/images/hero.svg',
    expect: { status: 200, headers: { 'content-type': /^image\/svg\+xml/ } },
  },
  { name: 'R-GEN-5: the favicon is cached as _headers says', path: '/favicon.svg', expect: { status: 200 } },
  {
    name: 'R-GEN-5: a video is cached as _headers says',
    path: '/video/vsl.mp4',
    expect: { status: 200, headers: { 'content-type': 'video/mp4' }, bytes: '{video}' },
  },
  {
    name: 'R-GEN-5: captions are text/vtt',
    path: '/video/vsl.vtt',
    expect: { status: 200, headers: { 'content-type': /^text\/vtt/ } },
  },
  {
    name: 'R-GEN-5: any other file takes the /* rule',
    path: '/robots.txt',
    expect: { status: 200, headers: { 'content-type': /^text\/plain/ } },
  },

  // Range: Safari plays the video sales letters only from 206 answers.
  {
    name: 'R-GEN-5: a Range of the video is answered with 206 and those bytes',
    path: '/video/vsl.mp4',
    headers: { range: 'bytes=0-99' },
    expect: { status: 206, headers: { 'content-range': 'bytes 0-99/{video}' }, bytes: 100 },
  },
  {
    name: 'R-GEN-5: a Range past the end of the video is answered with 416',
    path: '/video/vsl.mp4',
    headers: { range: 'bytes={video}-' },
    expect: { status: 416, headers: { 'content-range': 'bytes */{video}' } },
  },

  // br and gzip as the browser accepts.
  {
    name: 'R-GEN-5: a page goes out in brotli to a browser that asks for it',
    path: '/SecureCart',
    headers: { 'accept-encoding': 'br' },
    expect: { status: 200, headers: { 'content-encoding': 'br' }, body: CART },
  },
  {
    // nginx and npm start send brotli; wrangler pages dev takes the first it knows of the list.
    name: "R-GEN-5: a page goes out compressed to Chrome's Accept-Encoding",
    path: '/SecureCart',
    headers: { 'accept-encoding': CHROME_ENCODINGS },
    expect: { status: 200, headers: { 'content-encoding': /^(br|gzip)$/ }, body: CART },
  },
  {
    name: 'R-GEN-5: a page goes out in gzip to a browser without brotli',
    path: '/SecureCart',
    headers: { 'accept-encoding': 'gzip' },
    expect: { status: 200, headers: { 'content-encoding': 'gzip' }, body: CART },
  },
  {
    name: 'R-GEN-5: a page goes out as it is without Accept-Encoding',
    path: '/SecureCart',
    expect: { status: 200, headers: { 'content-encoding': null }, body: CART },
  },
  {
    name: 'R-GEN-5: a build asset goes out in brotli',
    path: '/_astro/{asset}',
    headers: { 'accept-encoding': 'br' },
    expect: { status: 200, headers: { 'content-encoding': 'br' } },
  },
  {
    name: 'R-RT-5: the 404 page goes out in brotli too',
    path: '/no-such-page',
    headers: { 'accept-encoding': 'br' },
    expect: { status: 404, headers: { 'content-encoding': 'br' }, body: NOT_FOUND },
  },

  // Methods.
  {
    name: 'R-GEN-5: HEAD answers the headers of a page, no body',
    method: 'HEAD',
    path: '/SecureCart',
    expect: { status: 200, bytes: 0 },
  },
  { name: 'R-GEN-5: POST to a page is refused with 405', method: 'POST', path: '/SecureCart', expect: { status: 405 } },

  // The commerce API on the same origin: its own answers, cookies both ways.
  {
    name: 'R-GEN-5, R-API-1: /proxy/api/… reaches the API, which sets the XSRF-TOKEN cookie',
    path: '/proxy/api/offers/bysfid/OFF-UP-TEA',
    expect: {
      status: 200,
      headers: { 'content-type': /^application\/json/, 'set-cookie': /XSRF-TOKEN=/, 'x-frame-options': null },
      body: '"sfid":"OFF-UP-TEA"',
      cdnHeaders: false,
    },
  },
  {
    name: 'R-CON-3: a state-changing call without the XSRF cookie and header is refused by the API',
    method: 'POST',
    path: '/proxy/api/log/server',
    headers: { 'content-type': 'application/json' },
    body: '{"level":"info","message":"no token"}',
    expect: { status: 403, body: 'Invalid or missing XSRF token', cdnHeaders: false },
  },
  {
    name: 'R-CON-3: the XSRF cookie and its header reach the API through the proxy',
    method: 'POST',
    path: '/proxy/api/log/server',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN },
    body: '{"level":"info","message":"from the request table"}',
    expect: { status: 200, body: '"id":', cdnHeaders: false },
  },
  {
    name: 'R-SES-7: /alternproxy/getOrderCount reaches the API',
    path: '/alternproxy/getOrderCount?accountid=ACC-TABLE',
    expect: { status: 200, body: /^0$/, cdnHeaders: false },
  },
  {
    name: 'R-GEN-5: the GET logger at /log reaches the API',
    path: '/log?msg=table&funnel_conf_destinations=1&funnel_conf_funnels=1',
    expect: { status: 200, body: '{}', cdnHeaders: false },
  },
  {
    name: 'R-GEN-6: the sandbox’s own pages are on the same origin',
    path: '/__sandbox/health',
    expect: { status: 200, body: '"ok":true', cdnHeaders: false },
  },
];
