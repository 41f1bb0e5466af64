/**
 * R-SES-6: the device info kept in user stats: os, browser, language, device, timezone,
 * screen_resolution. A small user-agent reader; the names are those ua-parser-js gives
 * ('Windows 10', 'macOS 10.15.7', 'Mobile Safari 17'), so earlier stats and new ones read alike,
 * and Amazon Pay's browser matrix (amazon-pay.ts) reads the same names with full versions. It
 * replaced ua-parser-js, whose 27 KB the order and upsell pages carried (issue 10).
 */
import type { DeviceInfo } from './funnel/stats.ts';
import type { DeviceKind } from './funnel/types.ts';
import { deviceKind } from './device-kind.ts';

// The types are the funnel's (user stats and variant visibility); this module fills them in.
export type { DeviceInfo, DeviceKind };
export { deviceKind };

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

/** A name and, when the user agent gives one, a version. */
export interface NameVersion {
  name: string;
  version?: string | undefined;
}

const UNKNOWN = 'Unknown';

/** Windows NT kernel versions as Windows names them. */
const WINDOWS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.2': 'XP',
  '5.1': 'XP',
  '5.0': '2000',
};

/** The operating system: Windows, macOS, iOS, Android, Chrome OS, Linux and a few Linux names. */
export function parseOs(ua: string): NameVersion | undefined {
  const dotted = (v: string | undefined) => v?.replace(/_/g, '.');
  let m: RegExpMatchArray | null;
  if ((m = ua.match(/Windows Phone(?: OS)? ([\d.]+)/))) return { name: 'Windows Phone', version: m[1] };
  if ((m = ua.match(/Windows NT ([\d.]+)/))) return { name: 'Windows', version: WINDOWS[m[1] ?? ''] ?? m[1] };
  if (/Windows/.test(ua)) return { name: 'Windows' };
  if ((m = ua.match(/\((?:iPhone|iPad|iPod)\b.*? OS (\d+(?:_\d+)*)/))) return { name: 'iOS', version: dotted(m[1]) };
  if (/\((?:iPhone|iPad|iPod)\b/.test(ua)) return { name: 'iOS' };
  if ((m = ua.match(/Android[ /]?([\d.]+)?/))) return { name: 'Android', version: m[1] };
  if ((m = ua.match(/CrOS \S+ ([\d.]+)/))) return { name: 'Chrome OS', version: m[1] };
  if ((m = ua.match(/Mac OS X ?(\d+(?:[_.]\d+)*)?/))) return { name: 'macOS', version: dotted(m[1]) };
  if (/Macintosh/.test(ua)) return { name: 'macOS' };
  if ((m = ua.match(/Tizen[ /]([\d.]+)/))) return { name: 'Tizen', version: m[1] };
  if ((m = ua.match(/\b(Ubuntu|Fedora)\b/))) return { name: m[1] ?? 'Linux' };
  if (/Linux|X11/.test(ua)) return { name: 'Linux' };
  return undefined;
}

/** Browsers that name themselves before the engine they build on; the first match wins. */
const BRANDED: [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/\bOPR\/([\d.]+)/, 'Opera'],
  [/\bOpera\b.*Version\/([\d.]+)/, 'Opera'],
  [/\bSamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/\bYaBrowser\/([\d.]+)/, 'Yandex'],
  [/\bVivaldi\/([\d.]+)/, 'Vivaldi'],
  [/\bSilk\/([\d.]+)/, 'Silk'],
  [/\bFBAV\/([\d.]+)/, 'Facebook'],
  [/\bInstagram ([\d.]+)/, 'Instagram'],
  [/\bHeadlessChrome\/([\d.]+)/, 'Chrome Headless'],
  [/; wv\).*\bChrome\/([\d.]+)/, 'Chrome WebView'],
  [/\bCriOS\/([\d.]+)/, 'Mobile Chrome'],
  [/\bFxiOS\/([\d.]+)/, 'Mobile Firefox'],
  [/\bMSIE ([\d.]+)/, 'IE'],
  [/\bTrident\/.*\brv:([\d.]+)/, 'IE'],
];

/** The browser and its full version: Chrome, Firefox, Safari, Edge and the usual others. */
export function parseBrowser(ua: string): NameVersion | undefined {
  for (const [pattern, name] of BRANDED) {
    const m = ua.match(pattern);
    if (m) return { name, version: m[1] };
  }
  const mobile = /Mobile|Tablet|Android|iPhone|iPad|iPod/.test(ua);
  let m: RegExpMatchArray | null;
  if ((m = ua.match(/\bChrome\/([\d.]+)/)))
    return { name: /Mobile/.test(ua) ? 'Mobile Chrome' : 'Chrome', version: m[1] };
  if ((m = ua.match(/\bFirefox\/([\d.]+)/))) return { name: mobile ? 'Mobile Firefox' : 'Firefox', version: m[1] };
  if ((m = ua.match(/Android.*\bVersion\/([\d.]+)/))) return { name: 'Android Browser', version: m[1] };
  if ((m = ua.match(/\bVersion\/([\d.]+).*\bSafari\//)))
    return { name: mobile ? 'Mobile Safari' : 'Safari', version: m[1] };
  if ((m = ua.match(/\bAppleWebKit\/([\d.]+)/))) return { name: 'WebKit', version: m[1] };
  return undefined;
}

function joined(part: NameVersion | undefined): string {
  return part ? [part.name, part.version].filter(Boolean).join(' ') : UNKNOWN;
}

/** The browser with its major version only, as stats keep it ('Chrome 120'). */
function major(part: NameVersion | undefined): NameVersion | undefined {
  return part && { name: part.name, version: part.version?.split('.')[0] };
}

/** R-SES-6: device info from explicit inputs ('Windows 10', 'Chrome 120', 'Mobile', '1920x1080'). */
export function deviceInfo(inputs: DeviceInputs): DeviceInfo {
  const { screenWidth: w, screenHeight: h } = inputs;
  const validSize = Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0;
  return {
    os: joined(parseOs(inputs.userAgent)),
    browser: joined(major(parseBrowser(inputs.userAgent))),
    language: inputs.language || UNKNOWN,
    device: deviceKind(inputs.userAgent, inputs.maxTouchPoints),
    timezone: inputs.timezone || UNKNOWN,
    screen_resolution: validSize ? `${w}x${h}` : UNKNOWN,
  };
}
