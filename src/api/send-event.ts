/**
 * The small sender of the page's tracking calls (R-SES-4 funnel stats, R-AFF-2 affiliate): one
 * POST under the API base with what the pipeline gives every call (R-API-2: X-Brand, X-Request-Id,
 * X-XSRF-TOKEN, Authorization, Accept, credentials; R-AFF-3: the body's affParameters), sent with
 * fetch's keepalive so it outlives the page that sends it. `navigator.sendBeacon` cannot carry
 * those headers, so fetch with keepalive is the beacon. It answers what became of the call and
 * never throws, so a page counting a view loads neither the API client (ofetch) nor its schemas.
 * The GET logger of a page that logs without the client goes the same way (`sendLogGet`).
 */
import type { Outcome } from '../domain/outbox.ts';
import { getCookie } from '../state/cookies.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';
import { readAffParameters } from './affiliate-params.ts';
import type { ApiConfig, ApiDeps } from './config.ts';
import { RETRY_STATUS_CODES } from './retry-status.ts';
import { LOGGER_POST_FAILED } from '../domain/messages/log.ts';
import type { FunnelConfCounts } from './funnel-conf.ts';
import { getLogQuery, LOG_TIMEOUT_MS } from './log-get.ts';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.ts';
import { apiUrl, rootUrl } from './urls.ts';

/** The anti-forgery cookie and header (R-CON-3), as the pipeline names them. */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** What the sender touches outside itself: the browser's by default, fakes in tests. */
export type SendDeps = Required<Pick<ApiDeps, 'fetch' | 'getCookie' | 'sessionStorage' | 'page'>>;

function browserDeps(): SendDeps {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    getCookie,
    sessionStorage: { getItem: sessionGet, setItem: sessionSet },
    page: () => ({ href: window.location.href, search: window.location.search, referrer: document.referrer }),
  };
}

/** What became of one call: the outcome, and the status and words of an answer that refused it. */
export interface Sent {
  outcome: Outcome;
  status: number;
  error?: string | undefined;
}

/** The headers the pipeline gives a call (R-API-2), the XSRF token when there is one. */
function headersOf(config: ApiConfig, requestId: string, xsrf: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId, Accept: 'application/json' };
  if (config.brand) headers['X-Brand'] = config.brand;
  if (config.token) headers.Authorization = `Bearer ${config.token}`;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/** Sends `body` to `path` (relative to the API base) as the event `eventId`. */
export async function sendEvent(
  config: ApiConfig,
  path: string,
  body: Record<string, unknown>,
  eventId: string,
  deps: SendDeps = browserDeps(),
): Promise<Sent> {
  const xsrf = deps.getCookie(XSRF_COOKIE);
  const headers = { ...headersOf(config, eventId, xsrf), 'Content-Type': 'application/json' };
  const sent =
    config.brand && body.affParameters === undefined
      ? { ...body, affParameters: readAffParameters(deps.sessionStorage, deps.page()) }
      : body;
  let response: Response;
  try {
    response = await deps.fetch(apiUrl(config, path), {
      method: 'POST',
      headers,
      body: JSON.stringify(sent),
      credentials: 'include',
      keepalive: true,
    });
  } catch {
    return { outcome: 'retry', status: 0 };
  }
  if (response.ok) return { outcome: 'sent', status: response.status };
  // R-CON-3: a visit's first call can go before the API has set its XSRF cookie; the refusal sets it.
  const tokenArrived = response.status === 403 && !xsrf && deps.getCookie(XSRF_COOKIE) !== undefined;
  if (tokenArrived || RETRY_STATUS_CODES.includes(response.status) || response.status >= 500)
    return { outcome: 'retry', status: response.status };
  const text = await response.text().catch(() => '');
  let error = text;
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (typeof parsed.error === 'string') error = parsed.error;
  } catch {
    // the whole text is the error
  }
  return { outcome: 'refused', status: response.status, error };
}

/**
 * R-API-5: the GET logger (LOG_PATH with msg, url and the page's funnel configuration counts), as
 * the API client's logger sends it, for a page that logs without the client (the default page,
 * R-RT-9). Never rejects; a failure is written to the console.
 */
export async function sendLogGet(
  config: ApiConfig,
  msg: string,
  counts: FunnelConfCounts,
  deps: SendDeps & { newRequestId: () => string } = { ...browserDeps(), newRequestId },
): Promise<void> {
  if (!config.loggerEnabled) return;
  const query = new URLSearchParams(
    Object.entries(getLogQuery(msg, deps.page().href, counts)).map(([k, v]) => [k, String(v)]),
  );
  try {
    const response = await deps.fetch(`${rootUrl(config, config.logPath)}?${query.toString()}`, {
      headers: headersOf(config, deps.newRequestId(), deps.getCookie(XSRF_COOKIE)),
      credentials: 'include',
      signal: AbortSignal.timeout(LOG_TIMEOUT_MS),
    });
    if (!response.ok) console.log(LOGGER_POST_FAILED);
  } catch {
    console.log(LOGGER_POST_FAILED);
  }
}
