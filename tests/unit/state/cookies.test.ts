/** The js-cookie adapter: site-wide cookies, js-cookie's encoding, nothing outside a browser. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cookieDocument } from '../cookie-document.ts';
import { getCookie, removeCookie, setCookie } from '../../../src/state/cookies.ts';

/** A browser's `document.cookie` for one test. */
function cookieJar() {
  const cookies = cookieDocument();
  vi.stubGlobal('document', cookies.doc);
  return cookies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookies through js-cookie', () => {
  test('R-SES-1: a cookie is set for the whole site with its expiry in days, and read back', () => {
    const { writes } = cookieJar();
    setCookie('GAID', 'ga-1 2', { expires: 7 });
    expect(writes[0]).toMatch(/^GAID=ga-1%202; path=\/; expires=/);
    const expires = new Date(/expires=([^;]+)/.exec(writes[0] ?? '')?.[1] ?? '').getTime();
    expect(Math.round((expires - Date.now()) / 864e5)).toBe(7);
    expect(getCookie('GAID')).toBe('ga-1 2');
  });

  test("R-PAY-5: Amazon's token keeps the characters a cookie may hold (Atza|…), and is removed site-wide", () => {
    const { writes, jar } = cookieJar();
    setCookie('amazon_Login_accessToken', 'Atza|IwEB/x+y=', { expires: 1, secure: true, sameSite: 'Lax' });
    expect(jar.get('amazon_Login_accessToken')).toBe('Atza|IwEB/x+y=');
    expect(writes[0]).toMatch(/; secure; sameSite=Lax$|; sameSite=Lax; secure$/);
    removeCookie('amazon_Login_accessToken');
    expect(writes[1]).toMatch(/^amazon_Login_accessToken=; path=\/; expires=/);
    expect(getCookie('amazon_Login_accessToken')).toBeUndefined();
  });

  test('every cookie is SameSite=Lax, and Secure when the page came over HTTPS (a shared computer, a café Wi-Fi)', () => {
    const { writes } = cookieJar();
    vi.stubGlobal('location', { protocol: 'https:' });
    setCookie('GAID', 'ga-1', { expires: 7 });
    expect(writes[0]).toMatch(/; sameSite=Lax; secure$/);
    vi.stubGlobal('location', { protocol: 'http:' });
    setCookie('GAID', 'ga-2', { expires: 7 });
    expect(writes[1]).toMatch(/; sameSite=Lax$/);
    setCookie('GAID', 'ga-3', { sameSite: 'Strict' });
    expect(writes[2]).toMatch(/; sameSite=Strict$/);
  });

  test('R-CON-3: a quoted or malformed value is read as the browser keeps it', () => {
    const { jar } = cookieJar();
    jar.set('XSRF-TOKEN', '"tok%zz"');
    expect(getCookie('XSRF-TOKEN')).toBe('tok%zz');
  });

  test('outside a browser there are no cookies', () => {
    expect(getCookie('GAID')).toBeUndefined();
    expect(() => setCookie('GAID', 'x')).not.toThrow();
    expect(() => removeCookie('GAID')).not.toThrow();
  });
});
