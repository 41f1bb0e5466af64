/**
 * The one request pipeline (§7, R-API-1 … R-API-3, R-AFF-3), the adapter of `ofetch`: every call
 * carries X-Brand, X-Request-Id, X-XSRF-TOKEN (non-GET/HEAD), Authorization and the body's
 * affParameters, and X-Purchase-Id when the call names its purchase; each call is retried by its
 * kind (`retry.ts`: safe calls, and order calls under their one X-Request-Id); HTTP errors,
 * time-outs and network failures become ApiError; a 2xx without a body is an empty body ({}); the
 * answer is parsed with the call's zod/mini schema at this edge, or with a loader of one (the
 * contract's schemas through `wire.ts`), started as the request goes out, so no page carries the
 * contract's schemas before it makes a call.
 */
import { createFetch, FetchError, type $Fetch } from 'ofetch';
import type * as z from 'zod/mini';
import { getCookie } from '../state/cookies.ts';
import { sessionStore } from '../state/session-storage.ts';
import type { ApiConfig, ApiDeps, CallOptions } from './config.ts';
import { ApiError, httpError, unavailableMessage } from './errors.ts';
import { readAffParameters } from './affiliate-params.ts';
import { XSRF_COOKIE, XSRF_HEADER } from './calls.ts';
import { PURCHASE_ID_HEADER, PURCHASE_TAB_HEADER, REQUEST_ID_HEADER, newRequestId } from './request-id.ts';
import { apiUrl, callPath } from './urls.ts';
import { RETRY_STATUS_CODES, retriesFor, retryDelayMs, retryKind } from './retry.ts';
import { pageFunnelConf } from './funnel-conf.ts';
import { SOMETHING_WENT_WRONG } from '../domain/messages.ts';

/** Anti-forgery cookie and header (R-CON-3), as the edge knows them (calls.ts). */
export { XSRF_COOKIE, XSRF_HEADER } from './calls.ts';

/** A call's answer schema, or a loader of it. */
export type SchemaSource<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

/** One call through the pipeline. */
export interface CallInit<T> extends CallOptions {
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  /** Contract schema of the 2xx body. */
  schema: SchemaSource<T>;
  timeoutMs?: number;
}

/** The pipeline bound to a config. */
export interface Pipeline {
  config: ApiConfig;
  deps: Required<ApiDeps>;
  /** Sends a call to an absolute URL built with `urls.ts` and returns the parsed body. */
  call<T>(url: string, init: CallInit<T>): Promise<T>;
  /** POST `body` to `path` under the API base. */
  post<T>(path: string, body: object, schema: SchemaSource<T>, options?: CallOptions): Promise<T>;
}

function browserDeps(): Required<ApiDeps> {
  const hasWindow = typeof window !== 'undefined';
  return {
    fetch: globalThis.fetch.bind(globalThis),
    getCookie,
    // The one session-storage fallback: what the runtime saved in memory when storage is blocked is read here too.
    sessionStorage: hasWindow ? sessionStore : null,
    page: () =>
      hasWindow
        ? { href: window.location.href, search: window.location.search, referrer: document.referrer }
        : { href: '', search: '', referrer: '' },
    console: globalThis.console,
    newRequestId,
    funnelConf: pageFunnelConf,
  };
}

/** A call that changes nothing (a read): the pipeline's calls are GET or POST, GET when unsaid. */
const isSafe = (method: string | undefined) => !method || method === 'GET';

/** An answer's text: JSON as a value, other text as text, nothing as undefined. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What one pipeline's steps share: its config, its dependencies, its ofetch and its default time-out. */
interface Bound {
  config: ApiConfig;
  all: Required<ApiDeps>;
  $fetch: $Fetch;
  timeout: number;
}

/** The headers every attempt carries (R-API-1, R-CON-3); the XSRF cookie is read per attempt. */
function setHeaders(
  { config, all }: Bound,
  headers: Headers,
  method: string,
  requestId: string,
  purchase: Pick<CallOptions, 'purchaseId' | 'purchaseTab'> = {},
): void {
  headers.set(REQUEST_ID_HEADER, requestId);
  if (purchase.purchaseId) headers.set(PURCHASE_ID_HEADER, purchase.purchaseId);
  if (purchase.purchaseTab) headers.set(PURCHASE_TAB_HEADER, purchase.purchaseTab);
  headers.set('Accept', 'application/json');
  if (config.brand) headers.set('X-Brand', config.brand);
  if (config.token) headers.set('Authorization', `Bearer ${config.token}`);
  const xsrf = all.getCookie(XSRF_COOKIE);
  if (xsrf && !isSafe(method)) headers.set(XSRF_HEADER, xsrf);
}

/** R-AFF-3: a branded call's body carries the session's affiliate parameters unless it has its own. */
function bodyOf({ config, all }: Bound, body: Record<string, unknown>): Record<string, unknown> {
  if (!config.brand || body.affParameters !== undefined) return body;
  return { ...body, affParameters: readAffParameters(all.sessionStorage, all.page()) };
}

/** The query's defined values. */
const definedQuery = (query: CallInit<unknown>['query']) =>
  query && Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));

/**
 * R-CON-3: behind a CDN the pages do not come from the API, so a visit's first state-changing
 * call can go out before the API has set its XSRF-TOKEN cookie; the API refuses it (403) and
 * sets the cookie on that answer. Such a call goes once more, carrying the token.
 */
async function send(bound: Bound, url: string, init: CallInit<unknown>, requestId: string): Promise<unknown> {
  const { getCookie: cookie } = bound.all;
  const tokenless = !isSafe(init.method) && !cookie(XSRF_COOKIE);
  try {
    return await sendOnce(bound, url, init, requestId);
  } catch (error) {
    const refused = error instanceof ApiError && error.status === 403;
    if (tokenless && refused && cookie(XSRF_COOKIE)) return sendOnce(bound, url, init, requestId);
    throw error;
  }
}

/** Sends one call through ofetch, retried by its kind (retry.ts); failures become ApiError. */
async function sendOnce(bound: Bound, url: string, init: CallInit<unknown>, requestId: string): Promise<unknown> {
  const { config } = bound;
  const path = callPath(config, url);
  const method = init.method ?? 'GET';
  const kind = retryKind(path, method, config.loggerEndpoint);
  const retry = retriesFor(kind, config.apiDeduplicates !== false);
  const limit = init.timeoutMs ?? bound.timeout;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const stop = () => clearTimeout(timer);
  try {
    return await bound.$fetch(url, {
      method,
      query: definedQuery(init.query),
      headers: init.headers,
      credentials: 'include',
      ...(init.keepalive ? { keepalive: true } : {}),
      ...(init.body ? { body: bodyOf(bound, init.body) } : {}),
      retry,
      retryStatusCodes: [...RETRY_STATUS_CODES],
      retryDelay: (ctx) => retryDelayMs(retry - Number(ctx.options.retry ?? retry) + 1),
      // Any answer's text is read as JSON when it is JSON, whatever its content type says.
      parseResponse: parseBody,
      onRequest(ctx) {
        // Each attempt has its own time-out, which covers its answer's body too: ofetch's own
        // stops when the headers arrive (a stalled body would hang the call) and would hand a
        // repeat the first attempt's spent signal. A safe call that timed out is repeated; an
        // order call is not (its shopper has waited long enough: the next tap replays its key),
        // so its time-out aborts as ofetch's "aborted", which it never repeats.
        stop();
        const controller = new AbortController();
        const reason = kind === 'safe' ? 'TimeoutError' : 'AbortError';
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('timed out', reason));
        }, limit);
        ctx.options.signal = controller.signal;
        setHeaders(bound, ctx.options.headers, method, requestId, init);
      },
      // An attempt that has ended stops its clock (its answer's body is read by now): a clock left
      // running through the wait before a repeat would call a later network failure a time-out.
      onRequestError: stop,
      onResponse: stop,
    });
  } catch (error) {
    throw apiErrorOf(error, path, requestId, timedOut);
  } finally {
    stop();
  }
}

/** The ApiError of a failed call: the answer's status and error field, or a time-out or network failure. */
function apiErrorOf(error: unknown, path: string, requestId: string, timedOut: boolean): ApiError {
  if (error instanceof FetchError && error.response)
    return httpError(path, error.response.status, error.data, requestId);
  const message = unavailableMessage(path);
  return new ApiError({ kind: timedOut ? 'timeout' : 'network', status: 0, error: message, message, requestId });
}

/** The schema once loaded; a schema that cannot be loaded fails the call as the network would. */
async function loaded<T>(
  config: ApiConfig,
  schema: Promise<z.ZodMiniType<T>>,
  url: string,
  requestId: string,
): Promise<z.ZodMiniType<T>> {
  try {
    return await schema;
  } catch {
    const message = unavailableMessage(callPath(config, url));
    throw new ApiError({ kind: 'network', status: 0, error: message, message, requestId });
  }
}

/** One call: sent, its empty 2xx read as {}, its answer parsed with the call's schema. */
async function call<T>(bound: Bound, url: string, init: CallInit<T>): Promise<T> {
  const requestId = init.requestId ?? bound.all.newRequestId();
  const schema = typeof init.schema === 'function' ? init.schema() : Promise.resolve(init.schema);
  schema.catch(() => {}); // awaited below; a failed load must not go unhandled meanwhile
  const data = await send(bound, url, init, requestId);
  const body = data === undefined || data === null || data === '' ? {} : data; // §7: 2xx without body
  const parsed = (await loaded(bound.config, schema, url, requestId)).safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    kind: 'invalid-response',
    status: 200,
    error: SOMETHING_WENT_WRONG,
    message: SOMETHING_WENT_WRONG,
    requestId,
  });
}

/** Builds the pipeline; `deps` replaces browser globals (tests). */
export function createPipeline(config: ApiConfig, deps: ApiDeps = {}): Pipeline {
  const all: Required<ApiDeps> = { ...browserDeps(), ...deps } as Required<ApiDeps>;
  const bound: Bound = { config, all, $fetch: createFetch({ fetch: all.fetch }), timeout: config.timeoutMs ?? 30_000 };
  const callBound = <T>(url: string, init: CallInit<T>) => call(bound, url, init);
  const post = <T>(path: string, body: object, schema: SchemaSource<T>, options: CallOptions = {}) =>
    callBound(apiUrl(config, path), { method: 'POST', body: { ...body }, schema, ...options });
  return { config, deps: all, call: callBound, post };
}
