import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { deviceInfo, deviceKind, type DeviceInputs } from '../../../src/domain/device.ts';
import { parseUserAgent } from '../../../src/domain/ua-parser.ts';
import { UNNAMED_AGENT } from '../../../src/domain/user-agent.ts';

/** Device info as the page computes it: the user agent parsed by ua-parser-js. */
const info = (inputs: Omit<DeviceInputs, 'agent'>) =>
  deviceInfo({ ...inputs, agent: parseUserAgent(inputs.userAgent) });

const CHROME_WIN10 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const IPAD_OLD =
  'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
const FIRE_TV =
  'Mozilla/5.0 (Linux; Android 9; AFTKA Build/PS7633) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Safari/537.36';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';

describe('R-SES-6: device kind', () => {
  test.each([
    [CHROME_WIN10, 0, 'Desktop'],
    [SAFARI_MAC, 0, 'Desktop'],
    [SAFARI_MAC, 5, 'Mobile'], // iPadOS 13+ in desktop mode
    [SAFARI_IPHONE, 5, 'Mobile'],
    [IPAD_OLD, 5, 'Mobile'],
    [CHROME_ANDROID, 5, 'Mobile'],
    [CHROME_WIN10, 10, 'Desktop'], // a touch laptop is still a desktop
    [SAFARI_MAC, 1, 'Desktop'], // a Mac with one touch point (a trackpad's report), not an iPad
    [FIRE_TV, 0, 'Desktop'], // an Android TV stick is a big screen
    ['', 0, 'Desktop'],
  ])('R-SES-6: %s with %i touch points is %s', (ua, touch, kind) => {
    expect(deviceKind(ua, touch)).toBe(kind);
  });
});

describe('R-SES-6: device info', () => {
  test('R-SES-6: a Windows desktop', () => {
    expect(
      info({
        userAgent: CHROME_WIN10,
        language: 'en-US',
        timezone: 'America/New_York',
        screenWidth: 1920,
        screenHeight: 1080,
      }),
    ).toEqual({
      os: 'Windows 10',
      browser: 'Chrome 120',
      language: 'en-US',
      device: 'Desktop',
      timezone: 'America/New_York',
      screen_resolution: '1920x1080',
    });
  });
  test('R-SES-6: an iPhone', () => {
    expect(
      info({
        userAgent: SAFARI_IPHONE,
        language: 'en-CA',
        timezone: 'America/Toronto',
        screenWidth: 390,
        screenHeight: 844,
        maxTouchPoints: 5,
      }),
    ).toEqual({
      os: 'iOS 17.2',
      browser: 'Mobile Safari 17',
      language: 'en-CA',
      device: 'Mobile',
      timezone: 'America/Toronto',
      screen_resolution: '390x844',
    });
  });
  test('R-SES-6: a screen size is two whole numbers above 0, else Unknown', () => {
    const size = (screenWidth: number, screenHeight: number) =>
      info({ userAgent: '', language: 'en', timezone: 'UTC', screenWidth, screenHeight }).screen_resolution;
    expect(size(1, 1)).toBe('1x1');
    for (const [w, h] of [
      [1920, 0],
      [0, 1080],
      [1920.5, 1080],
      [1920, 1080.5],
      [-1920, 1080],
      [1920, -1080],
    ] as const)
      expect(size(w, h), `${w}x${h}`).toBe('Unknown');
  });
  test('R-SES-6: a user agent that was not read (its parser could not load) names no OS or browser', () => {
    const inputs = { userAgent: CHROME_WIN10, language: 'en', timezone: 'UTC', screenWidth: 1, screenHeight: 1 };
    expect(deviceInfo({ ...inputs, agent: UNNAMED_AGENT })).toMatchObject({ os: 'Unknown', browser: 'Unknown' });
  });
  test("R-SES-6: what cannot be told is 'Unknown'", () => {
    expect(info({ userAgent: '', language: '', timezone: '', screenWidth: 0, screenHeight: Number.NaN })).toEqual({
      os: 'Unknown',
      browser: 'Unknown',
      language: 'Unknown',
      device: 'Desktop',
      timezone: 'Unknown',
      screen_resolution: 'Unknown',
    });
  });
});

/** User agents of the browsers shoppers use, with the names ua-parser-js 1.x gives them (as stats keep them). */
const COMMON: [userAgent: string, os: string, browser: string, kind: 'Mobile' | 'Desktop'][] = [
  [CHROME_WIN10, 'Windows 10', 'Chrome 120', 'Desktop'],
  [`${CHROME_WIN10} Edg/120.0.2210.91`, 'Windows 10', 'Edge 120', 'Desktop'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Windows 10',
    'Firefox 121',
    'Desktop',
  ],
  [
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
    'Windows 7',
    'Chrome 109',
    'Desktop',
  ],
  [`${CHROME_WIN10} OPR/106.0.0.0`, 'Windows 10', 'Opera 106', 'Desktop'],
  ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Windows 10', 'IE 11', 'Desktop'],
  [SAFARI_MAC, 'Mac OS 10.15.7', 'Safari 17', 'Desktop'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Mac OS 10.15.7',
    'Chrome 120',
    'Desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Mac OS 14.2',
    'Firefox 121',
    'Desktop',
  ],
  [SAFARI_IPHONE, 'iOS 17.2', 'Mobile Safari 17', 'Mobile'],
  [IPAD_OLD, 'iOS 12.2', 'Mobile Safari 12', 'Mobile'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    'iOS 17.2',
    'Chrome 120',
    'Mobile',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21B91 [FBAN/FBIOS;FBAV/444.0.0.40.111;FBBV/123]',
    'iOS 17.1',
    'Facebook 444',
    'Mobile',
  ],
  [CHROME_ANDROID, 'Android 13', 'Chrome 120', 'Mobile'],
  ['Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0', 'Android 13', 'Firefox 121', 'Mobile'],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    'Android 13',
    'Samsung Internet 23',
    'Mobile',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Android 13',
    'Chrome 120',
    'Mobile',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
    'Android 13',
    'Chrome WebView 120',
    'Mobile',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Linux',
    'Chrome 120',
    'Desktop',
  ],
  [
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Ubuntu',
    'Firefox 121',
    'Desktop',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Chromium OS 14541.0.0',
    'Chrome 120',
    'Desktop',
  ],
  [
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
    'Tizen 6.0',
    'Samsung Internet 4',
    'Desktop',
  ],
  ['curl/8.4.0', 'Unknown', 'Unknown', 'Desktop'],
];

describe('R-SES-6: os and browser names of common user agents', () => {
  test.each(COMMON)('R-SES-6: %s is %s, %s, %s', (userAgent, os, browser, kind) => {
    const got = info({ userAgent, language: 'en', timezone: 'UTC', screenWidth: 1, screenHeight: 1 });
    expect([got.os, got.browser, got.device]).toEqual([os, browser, kind]);
  });

  test('R-SES-6: any user agent gives words, never an empty field or an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (userAgent) => {
        const got = info({ userAgent, language: 'en', timezone: 'UTC', screenWidth: 1, screenHeight: 1 });
        expect(got.os.length).toBeGreaterThan(0);
        expect(got.browser.length).toBeGreaterThan(0);
        expect(['Mobile', 'Desktop']).toContain(got.device);
      }),
    );
  });
});
