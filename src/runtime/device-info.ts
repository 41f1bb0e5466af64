/**
 * R-SES-6: this browser's device info, kept in user stats (`stats`): its system, browser and
 * language, time zone, screen and whether it is a phone. Recorded on a page whose wallets parse
 * the user agent (visit.ts), from that one parse (state/user-agent.ts).
 */
import { deviceInfo } from '../domain/device.ts';
import type { ParsedAgent } from '../domain/user-agent.ts';
import { setDeviceInfo } from '../state/user-stats.ts';

/** Stores the device info of this browser, named `agent`. */
export function recordDevice(agent: ParsedAgent): void {
  setDeviceInfo(
    deviceInfo({
      userAgent: navigator.userAgent,
      agent,
      language: navigator.language,
      // The page's first use of Intl, a long task on a phone: this runs when the browser is idle.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      maxTouchPoints: navigator.maxTouchPoints,
    }),
  );
}
