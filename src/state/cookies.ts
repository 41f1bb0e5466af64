/**
 * Cookies of this site (the GAID session cookie, the XSRF token, Amazon Pay's sign-in), read and
 * written as js-cookie did: values percent-encoded, path `/`, an expiry in days. A few lines on
 * `document.cookie` instead of a library, so the runtime every page loads stays small (issue 10).
 */

/** How a cookie is kept. */
export interface CookieOptions {
  /** Days until it expires; without it the cookie ends with the browser session. */
  expires?: number;
  sameSite?: 'Lax' | 'Strict' | 'None' | 'lax' | 'strict' | 'none';
  secure?: boolean;
}

const DAY_MS = 864e5;

/** The cookie's value, undefined when there is none. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    if (key !== name) continue;
    const raw = pair.slice(at + 1).replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Sets a cookie for the whole site. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  // js-cookie's encoding: characters a cookie value may hold stay as they are (Amazon Pay's
  // widgets read `Atza|…` tokens literally).
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  let cookie = `${name}=${encoded}; path=/`;
  if (options.expires !== undefined)
    cookie += `; expires=${new Date(Date.now() + options.expires * DAY_MS).toUTCString()}`;
  if (options.sameSite) cookie += `; sameSite=${options.sameSite}`;
  if (options.secure) cookie += '; secure';
  document.cookie = cookie;
}

/** Removes a cookie set with `setCookie`. */
export function removeCookie(name: string): void {
  setCookie(name, '', { expires: -1 });
}
