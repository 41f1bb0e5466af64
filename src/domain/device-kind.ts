/**
 * R-CFG-4: Mobile or Desktop, from the user agent alone (what the funnel's steps, variants and
 * visibility rules need on every page); the fuller device info of user stats is `device.ts`.
 */
import type { DeviceKind } from './funnel/types.ts';

const HANDHELD = /iPhone|iPad|iPod|Android|Mobile|Tablet|Silk|Kindle|Windows Phone|BlackBerry|BB10|webOS|Opera Mini/;
const MAC = /Mac OS X|Macintosh/;
const BIG_SCREEN = /\bTV\b|SMART-TV|\bAFT[A-Z]|CrKey|BRAVIA/i;

/**
 * R-CFG-4: 'Mobile' for phones, tablets and wearables, else 'Desktop'. iPadOS 13+ reports a Mac
 * user agent, so a Mac with touch points counts as Mobile.
 */
export function deviceKind(userAgent: string, maxTouchPoints = 0): DeviceKind {
  if (HANDHELD.test(userAgent) && !BIG_SCREEN.test(userAgent)) return 'Mobile';
  return MAC.test(userAgent) && maxTouchPoints > 1 ? 'Mobile' : 'Desktop';
}
