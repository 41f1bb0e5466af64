/**
 * Cookies of this site (the GAID session cookie, the XSRF token, Amazon Pay's sign-in): the
 * adapter of `js-cookie`. Values are encoded as js-cookie does (characters a cookie may hold stay
 * as they are, so Amazon Pay's widgets read `Atza|…` tokens literally), for the whole site (path
 * `/`), with an expiry in days, `SameSite=Lax` unless said otherwise, and `Secure` whenever the
 * page itself came over HTTPS (a cookie set there never travels in clear). Outside a browser (the
 * build, unit tests without a document) there are no cookies: reads give undefined and writes do
 * nothing.
 */
import Cookies from 'js-cookie';

/** How a cookie is kept. */
export interface CookieOptions {
  /** Days until it expires; without it the cookie ends with the browser session. */
  expires?: number;
  sameSite?: 'Lax' | 'Strict' | 'None' | 'lax' | 'strict' | 'none';
  secure?: boolean;
}

const hasDocument = () => typeof document !== 'undefined';

/** The cookie's value, undefined when there is none. */
export function getCookie(name: string): string | undefined {
  return hasDocument() ? Cookies.get(name) : undefined;
}

/** Whether the page came over HTTPS. */
const overHttps = () => (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';

/** Sets a cookie for the whole site. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  Cookies.set(name, value, {
    path: '/',
    ...options,
    sameSite: options.sameSite ?? 'Lax',
    secure: options.secure ?? overHttps(),
  });
}

/** Removes a cookie set with `setCookie`. */
export function removeCookie(name: string): void {
  if (hasDocument()) Cookies.remove(name, { path: '/' });
}
