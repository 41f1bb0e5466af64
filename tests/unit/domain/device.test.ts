import { describe, expect, test } from 'vitest';
import { deviceInfo, deviceKind } from '../../../src/domain/device.ts';

const CHROME_WIN10 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const IPAD_OLD =
  'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
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
    ['', 0, 'Desktop'],
  ])('R-SES-6: %s with %i touch points is %s', (ua, touch, kind) => {
    expect(deviceKind(ua, touch)).toBe(kind);
  });
});

describe('R-SES-6: device info', () => {
  test('R-SES-6: a Windows desktop', () => {
    expect(
      deviceInfo({
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
      deviceInfo({
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
  test("R-SES-6: what cannot be told is 'Unknown'", () => {
    expect(deviceInfo({ userAgent: '', language: '', timezone: '', screenWidth: 0, screenHeight: Number.NaN })).toEqual(
      {
        os: 'Unknown',
        browser: 'Unknown',
        language: 'Unknown',
        device: 'Desktop',
        timezone: 'Unknown',
        screen_resolution: 'Unknown',
      },
    );
  });
});
