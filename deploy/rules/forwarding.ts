/**
 * What a storefront call carries on to the API, and what the API's answer carries back, on every
 * engine (the Pages Functions and `npm start` call these; deploy/nginx/storefront.conf spells the
 * same in nginx's words, and tests/e2e/cdn-security.spec.ts holds all three to it):
 *
 * - The edge says who is calling and nothing else: the client's own forwarding headers
 *   (`X-Forwarded-For`, `X-Real-IP`, `True-Client-IP`, `CF-Connecting-IP`, `Forwarded`, …) are
 *   dropped, and the edge sets `X-Forwarded-For` (the address it saw), `X-Forwarded-Proto` (the
 *   scheme it was called on) and `X-Forwarded-Host` (its own host).
 * - Hop-by-hop headers, those the `Connection` header names, and `Proxy-Authorization` go no
 *   further (RFC 9110 §7.6.1).
 * - Only the cookies the API reads go to it (src/api/calls.ts API_COOKIES); the session cookie,
 *   analytics and Amazon's token stay in the browser.
 * - The request's other headers go on as they are: the storefront adds its own (X-Request-Id,
 *   X-Purchase-Id, X-XSRF-TOKEN, …) and the edge does not list them.
 * - A `Set-Cookie` of the API's is the storefront's cookie: its `Domain` is dropped (the browser
 *   would refuse a cookie for the API's host), it is `SameSite=Lax`, and `Secure` exactly when the
 *   storefront was called over HTTPS (as nginx's proxy_cookie_flags make it).
 */
import { API_COOKIES } from '../../src/api/calls.ts';

/** Hop-by-hop headers (RFC 9110 §7.6.1, RFC 9112), and the proxy's credentials. */
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
] as const;

/** Headers by which a caller could claim another address, scheme or host; only the edge sets these. */
export const CLIENT_FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-forwarded-ssl',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'fastly-client-ip',
] as const;

/** Who called the edge, as the edge itself saw it. */
export interface Caller {
  /** The client's address (the socket's, or CF-Connecting-IP as Cloudflare's edge sets it). */
  address: string;
  /** The scheme the edge was called on. */
  proto: 'http' | 'https';
  /** The edge's own host (name and port) the call came to. */
  host: string;
}

/** The `Cookie` header with only the API's cookies, or undefined when none is left. */
export function apiCookies(cookie: string | null | undefined): string | undefined {
  const kept = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => API_COOKIES.includes(part.slice(0, part.indexOf('=')).trim()));
  return kept.length ? kept.join('; ') : undefined;
}

/** The headers a call carries on to the API. */
export function apiRequestHeaders(incoming: Headers, caller: Caller): Headers {
  const headers = new Headers(incoming);
  const named = (incoming.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...CLIENT_FORWARDING, ...named, 'host', 'cookie']) if (name) headers.delete(name);
  const cookie = apiCookies(incoming.get('cookie'));
  if (cookie) headers.set('cookie', cookie);
  headers.set('x-forwarded-for', caller.address);
  headers.set('x-forwarded-proto', caller.proto);
  headers.set('x-forwarded-host', caller.host);
  return headers;
}

/** An API's `Set-Cookie` value as the storefront's: no Domain, SameSite=Lax, Secure exactly over HTTPS. */
export function storefrontSetCookie(value: string, secure: boolean): string {
  const [pair = '', ...attributes] = value.split(';').map((part) => part.trim());
  const name = (a: string) => a.split('=')[0]!.trim().toLowerCase();
  const kept = attributes.filter((a) => a && !['domain', 'secure', 'samesite'].includes(name(a)));
  return [pair, ...kept, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The API's answer headers as the browser gets them: hop-by-hop ones dropped, cookies the storefront's. */
export function browserResponseHeaders(answer: Headers, secure: boolean): Headers {
  const headers = new Headers();
  for (const [name, value] of answer)
    if (name !== 'set-cookie' && !(HOP_BY_HOP as readonly string[]).includes(name)) headers.append(name, value);
  for (const cookie of answer.getSetCookie()) headers.append('set-cookie', storefrontSetCookie(cookie, secure));
  return headers;
}
