/** R-SES-6: the device info kept in user stats: os, browser, language, device, timezone, screen_resolution. */
import { UAParser } from 'ua-parser-js';
import type { DeviceInfo } from './funnel/stats.ts';
import type { DeviceKind } from './funnel/types.ts';

// The types are the funnel's (user stats and variant visibility); this module fills them in.
export type { DeviceInfo, DeviceKind };

/** What the shell reads from navigator, Intl and screen. */
export interface DeviceInputs {
  userAgent: string;
  language: string;
  timezone: string;
  screenWidth: number;
  screenHeight: number;
  /** navigator.maxTouchPoints: tells an iPad (which reports itself as a Mac) from a Mac. */
  maxTouchPoints?: number | undefined;
}

const UNKNOWN = 'Unknown';
const MOBILE_TYPES = new Set(['mobile', 'tablet', 'wearable']);

/**
 * R-CFG-4: 'Mobile' for phones, tablets and wearables, else 'Desktop'. iPadOS 13+ reports a Mac
 * user agent, so a Mac with touch points counts as Mobile.
 */
export function deviceKind(userAgent: string, maxTouchPoints = 0): DeviceKind {
  const { device, os } = UAParser(userAgent);
  if (device.type && MOBILE_TYPES.has(device.type)) return 'Mobile';
  return os.name === 'macOS' && maxTouchPoints > 1 ? 'Mobile' : 'Desktop';
}

function joined(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' ') || UNKNOWN;
}

/** R-SES-6: device info from explicit inputs ('Windows 10', 'Chrome 120', 'Mobile', '1920x1080'). */
export function deviceInfo(inputs: DeviceInputs): DeviceInfo {
  const { browser, os } = UAParser(inputs.userAgent);
  const { screenWidth: w, screenHeight: h } = inputs;
  const validSize = Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0;
  return {
    os: os.name ? joined(os.name, os.version) : UNKNOWN,
    browser: browser.name ? joined(browser.name, browser.major) : UNKNOWN,
    language: inputs.language || UNKNOWN,
    device: deviceKind(inputs.userAgent, inputs.maxTouchPoints),
    timezone: inputs.timezone || UNKNOWN,
    screen_resolution: validSize ? `${w}x${h}` : UNKNOWN,
  };
}
