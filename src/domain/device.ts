/**
 * R-SES-6: the device info kept in user stats: os, browser, language, device, timezone,
 * screen_resolution. The browser and OS are ua-parser-js's names (`user-agent.ts`: 'Windows 10',
 * 'Mac OS 10.15.7', 'Mobile Safari 17'); the device is the funnel's own Mobile/Desktop rule
 * (`device-kind.ts`), so stats and the variants a visitor was shown agree.
 */
import type { DeviceInfo } from './funnel/stats.ts';
import type { DeviceKind } from './funnel/types.ts';
import { deviceKind } from './device-kind.ts';
import type { NameVersion, ParsedAgent } from './user-agent.ts';

// The types are the funnel's (user stats and variant visibility); this module fills them in.
export type { DeviceInfo, DeviceKind };
export { deviceKind };

/** What the shell reads from navigator, Intl and screen, and the parsed user agent. */
export interface DeviceInputs {
  userAgent: string;
  /** The user agent's browser and OS (`state/user-agent.ts`). */
  agent: ParsedAgent;
  language: string;
  timezone: string;
  screenWidth: number;
  screenHeight: number;
  /** navigator.maxTouchPoints: tells an iPad (which reports itself as a Mac) from a Mac. */
  maxTouchPoints?: number | undefined;
}

const UNKNOWN = 'Unknown';

function joined(part: NameVersion): string {
  return part.name ? [part.name, part.version].filter(Boolean).join(' ') : UNKNOWN;
}

/** R-SES-6: device info from explicit inputs ('Windows 10', 'Chrome 120', 'Mobile', '1920x1080'). */
export function deviceInfo(inputs: DeviceInputs): DeviceInfo {
  const { screenWidth: w, screenHeight: h, agent } = inputs;
  const validSize = Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0;
  return {
    os: joined(agent.os),
    // The browser with its major version only, as stats keep it ('Chrome 120').
    browser: joined({ name: agent.browser.name, version: agent.browser.version?.split('.')[0] }),
    language: inputs.language || UNKNOWN,
    device: deviceKind(inputs.userAgent, inputs.maxTouchPoints),
    timezone: inputs.timezone || UNKNOWN,
    screen_resolution: validSize ? `${w}x${h}` : UNKNOWN,
  };
}
