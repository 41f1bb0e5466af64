import { describe, expect, test } from 'vitest';
import {
  AMAZON_ACCESS_TOKEN_COOKIE,
  AMAZON_COOKIE_DAYS,
  AMAZON_IS_SUB_COOKIE,
  AMAZON_LOGIN_SCOPE,
  AMAZON_RETURN_PATH,
  amazonLoginMode,
  amazonPaySupport,
  isInAppBrowser,
} from '../../../src/domain/amazon-pay.ts';
import { acceptAmazonToken } from '../../../src/domain/amazon-token.ts';
import { parseUserAgent } from '../../../src/domain/ua-parser.ts';

const UA = {
  chromeWin10:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome70Win10:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36',
  chromeWin7:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  firefoxWin10: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  ie11Win10: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  edge18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18362',
  edge17:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36 Edge/17.17134',
  edgeChromium:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  safari13Mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.3 Safari/605.1.15',
  safari12Mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
  chromeMac11:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 11_2_3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
  chromeAndroid9:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.136 Mobile Safari/537.36',
  chrome77Android9:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/77.0.3865.92 Mobile Safari/537.36',
  chromeAndroid8:
    'Mozilla/5.0 (Linux; Android 8.0.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.136 Mobile Safari/537.36',
  webViewAndroid9:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/80.0.3987.99 Mobile Safari/537.36',
  facebookAndroid10:
    'Mozilla/5.0 (Linux; Android 10; SM-G973F Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.101 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/299.0.0.53.120;]',
  facebook240Android9:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/77.0.3865.92 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/240.0.0.38.121;]',
  facebookIos14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/14.4;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5;FBAV/302.0.0.44.118;FBBV/268406632]',
  facebookIos12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/266.0.0.44.118;FBBV/268406632]',
  webKitIos13_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  webKitIos13_0:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  safariIos11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A372 Safari/604.1',
  safariIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  safariIos10:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 10; SAMSUNG SM-G973F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/13.2 Chrome/83.0.4103.106 Mobile Safari/537.36',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 263.2.0.19.104 (iPhone14,2; iOS 16_1; en_US; en; scale=3.00; 1170x2532; 409749574)',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
} as const;

const UNSUPPORTED = { supported: false, error: 'AmazonPay:SupportError', message: 'Unsupported browser' };

describe('R-PAY-4: the §9 browser matrix over real user agents', () => {
  test.each<[keyof typeof UA, boolean, string]>([
    ['chromeWin10', true, 'Windows 10, Chrome 120 ≥ 78'],
    ['chrome70Win10', false, 'Chrome 70 < 78'],
    ['chromeWin7', false, 'Windows 7 < 10'],
    ['firefoxWin10', true, 'Firefox 121 ≥ 70'],
    ['ie11Win10', true, 'IE 11 on Windows 10'],
    ['edge18', true, 'Edge 18.18362 is the minimum itself'],
    ['edge17', false, 'Edge 17.17134 < 18.18362'],
    ['edgeChromium', true, 'Chromium Edge 120 ≥ 18.18362'],
    ['safari13Mac', true, 'Mac OS 10.15, Safari 13'],
    ['safari12Mac', false, 'Safari 12 < 13'],
    ['chromeMac11', true, 'macOS 11 counts as Mac OS 10 and later'],
    ['firefoxMac', true, 'Firefox on Mac OS'],
    ['chromeAndroid9', true, 'Android 9, Chrome 79 ≥ 78'],
    ['chrome77Android9', false, 'Chrome 77 < 78'],
    ['chromeAndroid8', false, 'Android 8 < 9'],
    ['webViewAndroid9', true, 'Android WebView 80 ≥ 78'],
    ['facebookAndroid10', true, 'Facebook 299 ≥ 266 on Android 10'],
    ['facebook240Android9', false, 'Facebook 240 < 266'],
    ['facebookIos14', true, 'Facebook 302 on iOS 14.4 ≥ 13.1'],
    ['facebookIos12', false, 'Facebook on iOS 12.4 < 13.1'],
    ['webKitIos13_1', true, 'WebKit 605 on iOS 13.1'],
    ['webKitIos13_0', false, 'WebKit on iOS 13.0 < 13.1'],
    ['safariIos11', true, 'iOS 11, Mobile Safari 11'],
    ['safariIos17', true, 'iOS 17, Mobile Safari 17'],
    ['safariIos10', false, 'iOS 10 < 11'],
    ['chromeIos', false, 'Chrome for iOS is in no iOS row'],
    ['samsungInternet', false, 'Samsung Internet is in no row'],
    ['instagramIos', false, 'Instagram is in no row'],
    ['chromeLinux', false, 'Linux is in no row'],
  ])('R-PAY-4: %s supported: %s (%s)', (name, supported) => {
    expect(amazonPaySupport(parseUserAgent(UA[name]))).toEqual(supported ? { supported: true } : UNSUPPORTED);
  });

  test('R-PAY-4: an empty or unknown user agent is unsupported', () => {
    expect(amazonPaySupport(parseUserAgent(''))).toEqual(UNSUPPORTED);
    expect(amazonPaySupport(parseUserAgent('curl/8.0'))).toEqual(UNSUPPORTED);
  });

  test('R-PAY-4: the override setting forces support', () => {
    expect(amazonPaySupport(parseUserAgent(UA.chromeWin7), { override: true })).toEqual({ supported: true });
    expect(amazonPaySupport({ browser: {}, os: {} }, { override: true })).toEqual({ supported: true });
    expect(amazonPaySupport(parseUserAgent(UA.chromeWin7), { override: false })).toEqual(UNSUPPORTED);
  });

  test("R-PAY-4: decided on ua-parser-js's names", () => {
    const parsed = (name: string, version: string, os: string, osVersion: string) => ({
      browser: { name, version },
      os: { name: os, version: osVersion },
    });
    expect(amazonPaySupport(parsed('Safari', '13.0', 'Mac OS', '10.14')).supported).toBe(true);
    expect(amazonPaySupport(parsed('Chrome', '78', 'Android', '9')).supported).toBe(true);
    expect(amazonPaySupport(parsed('Chrome WebView', '78', 'Android', '9')).supported).toBe(true);
    expect(amazonPaySupport(parsed('Chrome WebView', '77.9', 'Android', '9')).supported).toBe(false);
    expect(amazonPaySupport(parsed('Chrome', '78', 'Windows', 'XP')).supported).toBe(false);
    // A browser of the matrix on an OS it does not list, at versions a listed OS would pass.
    expect(amazonPaySupport(parsed('Chrome', '120', 'Linux', '15')).supported).toBe(false);
    expect(amazonPaySupport({ browser: {}, os: {} }).supported).toBe(false);
  });
});

describe('R-PAY-3: in-app browsers log in by redirect', () => {
  test.each<[keyof typeof UA, boolean]>([
    ['facebookAndroid10', true],
    ['facebookIos14', true],
    ['webViewAndroid9', true],
    ['webKitIos13_1', true],
    ['instagramIos', true],
    ['chromeAndroid9', false],
    ['safariIos17', false],
    ['chromeWin10', false],
    ['chromeIos', false],
  ])('R-PAY-3: %s in-app: %s', (name, inApp) => {
    expect(isInAppBrowser(parseUserAgent(UA[name]))).toBe(inApp);
    expect(amazonLoginMode(parseUserAgent(UA[name]))).toBe(inApp ? 'redirect' : 'popup');
  });
});

describe('R-PAY-5: access token and constants', () => {
  test("R-PAY-5: a token is accepted only if it starts with 'Atza'", () => {
    expect(acceptAmazonToken('Atza|IwEBIJ1xyz')).toBe('Atza|IwEBIJ1xyz');
    expect(acceptAmazonToken('atza|lowercase')).toBeNull();
    expect(acceptAmazonToken('Bearer Atza|x')).toBeNull();
    expect(acceptAmazonToken('')).toBeNull();
    expect(acceptAmazonToken(undefined)).toBeNull();
    expect(acceptAmazonToken(null)).toBeNull();
  });
  test('R-PAY-5: login scope, cookie names and their 1-day expiry', () => {
    expect(AMAZON_LOGIN_SCOPE).toBe('profile payments:widget payments:shipping_address payments:billing_address');
    expect(AMAZON_ACCESS_TOKEN_COOKIE).toBe('amazon_Login_accessToken');
    expect(AMAZON_IS_SUB_COOKIE).toBe('tcr_isSub');
    expect(AMAZON_COOKIE_DAYS).toBe(1);
  });

  test("R-PAY-3: a redirect-mode login returns to 'amazon-return'; a browser with no name opens the popup", () => {
    expect(AMAZON_RETURN_PATH).toBe('amazon-return');
    expect(isInAppBrowser({ browser: {}, os: { name: 'iOS' } })).toBe(false);
    expect(amazonLoginMode({ browser: {}, os: {} })).toBe('popup');
  });
});
