/** R-SES-9: the tracking payload: alternaiGuestId, alternaiVisitorId, ip, ua, gpc. */

/** R-SES-9: ip and ua are limited to 128 characters. */
export const TRACKING_VALUE_MAX = 128;

// IPv4 and IPv6 use only these: digits, hex letters, dots, colons.
const IP_CHARACTERS = /^[0-9a-fA-F.:]+$/;

/** R-SES-9: the trimmed ip when it is 1–128 characters of digits, hex letters, '.' and ':'; else undefined. */
export function acceptIp(ip: string | null | undefined): string | undefined {
  const value = ip?.trim() ?? '';
  return value.length <= TRACKING_VALUE_MAX && IP_CHARACTERS.test(value) ? value : undefined;
}

/** R-SES-9: the user agent cut to its first 128 characters. */
export function truncateUa(ua: string | null | undefined): string {
  return (ua ?? '').slice(0, TRACKING_VALUE_MAX);
}

/** R-SES-9: what the shell knows about the visitor, unchecked. */
export interface TrackingInput {
  alternaiGuestId?: string | undefined;
  alternaiVisitorId?: string | undefined;
  ip?: string | null | undefined;
  ua?: string | null | undefined;
  /** navigator.globalPrivacyControl, which most browsers leave undefined. */
  gpc?: boolean | null | undefined;
}

/** R-SES-9: the payload as sent; `ip` is left out when not accepted. */
export interface TrackingPayload {
  alternaiGuestId?: string;
  alternaiVisitorId?: string;
  ip?: string;
  ua: string;
  gpc: boolean;
}

/** R-SES-9: the tracking payload from raw inputs: ip checked, ua truncated, gpc true only when set. */
export function trackingPayload(input: TrackingInput): TrackingPayload {
  const payload: TrackingPayload = { ua: truncateUa(input.ua), gpc: input.gpc === true };
  if (input.alternaiGuestId) payload.alternaiGuestId = input.alternaiGuestId;
  if (input.alternaiVisitorId) payload.alternaiVisitorId = input.alternaiVisitorId;
  const ip = acceptIp(input.ip);
  if (ip !== undefined) payload.ip = ip;
  return payload;
}
