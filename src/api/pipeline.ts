/**
 * The one request pipeline (§7, R-API-1 … R-API-3, R-AFF-3) on the platform's fetch: every call
 * carries X-Brand, X-Request-Id, X-XSRF-TOKEN (non-GET/HEAD), Authorization and the body's
 * affParameters; HTTP errors, time-outs and network failures become ApiError; a 2xx without a
 * body is an empty body ({}); the answer is parsed with the call's schema at this edge: any
 * `Parser` (a `domain/guard.ts` parser for the tracking calls), or a loader of one (the zod/mini
 * contract's schemas through `wire.ts`), started as the request goes out, so no page carries zod
 * before it makes a call.
 */
import type { Parser } from '../domain/guard.ts';
import { getCookie } from '../state/cookies.ts';
import { sessionStore } from '../state/session-storage.ts';
import type { ApiConfig, ApiDeps, CallOptions } from './config.ts';
import { ApiError, httpError, unavailableMessage } from './errors.ts';
import { readAffParameters } from './affiliate-params.ts';
import { REQUEST_ID_HEADER, newRequestId } from './request-id.ts';
import { apiUrl, callPath } from './urls.ts';
import { pageFunnelConf } from './funnel-conf.ts';
import { SOMETHING_WENT_WRONG } from '../domain/messages.ts';

/** Anti-forgery cookie and header (R-CON-3). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A call's answer schema, or a loader of it. */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

/** One call through the pipeline. */
export interface CallInit<T> extends CallOptions {
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  /** Contract schema of the 2xx body. */
  schema: SchemaSource<T>;
  timeoutMs?: number;
  /** Extra headers (the GET logger's XSRF header). */
  headers?: Record<string, string>;
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

const isSafe = (method: string | undefined) => !method || method === 'GET' || method === 'HEAD';

/** Builds the pipeline; `deps` replaces browser globals (tests). */
export function createPipeline(config: ApiConfig, deps: ApiDeps = {}): Pipeline {
  const all: Required<ApiDeps> = { ...browserDeps(), ...deps } as Required<ApiDeps>;
  const timeout = config.timeoutMs ?? 30_000;

  /** The headers of every call (R-API-1, R-CON-3). */
  function headersFor(init: CallInit<unknown>, requestId: string): Headers {
    const headers = new Headers(init.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    headers.set('Accept', 'application/json');
    if (config.brand) headers.set('X-Brand', config.brand);
    if (config.token) headers.set('Authorization', `Bearer ${config.token}`);
    const xsrf = all.getCookie(XSRF_COOKIE);
    if (xsrf && !isSafe(init.method)) headers.set(XSRF_HEADER, xsrf);
    return headers;
  }

  /** R-AFF-3: a branded call's body carries the session's affiliate parameters unless it has its own. */
  function bodyOf(body: Record<string, unknown>): Record<string, unknown> {
    if (!config.brand || body.affParameters !== undefined) return body;
    return { ...body, affParameters: readAffParameters(all.sessionStorage, all.page()) };
  }

  /** The URL with the query's defined values. */
  function withQuery(url: string, query: CallInit<unknown>['query']): string {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.append(k, String(v));
    const text = params.toString();
    return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
  }

  /** A JSON body as a value; text that is not JSON as text; nothing as undefined. */
  async function read(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  async function send(url: string, init: CallInit<unknown>, requestId: string): Promise<unknown> {
    const path = callPath(config, url);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? timeout);
    try {
      const headers = headersFor(init, requestId);
      if (init.body) headers.set('Content-Type', 'application/json');
      const response = await all.fetch(withQuery(url, init.query), {
        method: init.method ?? 'GET',
        headers,
        credentials: 'include',
        signal: controller.signal,
        ...(init.keepalive ? { keepalive: true } : {}),
        ...(init.body ? { body: JSON.stringify(bodyOf(init.body)) } : {}),
      });
      const data = await read(response);
      if (!response.ok) throw httpError(path, response.status, data, requestId);
      return data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const message = unavailableMessage(path);
      const timedOut = controller.signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
      throw new ApiError({ kind: timedOut ? 'timeout' : 'network', status: 0, error: message, message, requestId });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The schema once loaded; a schema that cannot be loaded fails the call as the network would. */
  async function loaded<T>(schema: Promise<Parser<T>>, url: string, requestId: string): Promise<Parser<T>> {
    try {
      return await schema;
    } catch {
      const message = unavailableMessage(callPath(config, url));
      throw new ApiError({ kind: 'network', status: 0, error: message, message, requestId });
    }
  }

  async function call<T>(url: string, init: CallInit<T>): Promise<T> {
    const requestId = init.requestId ?? all.newRequestId();
    const schema = typeof init.schema === 'function' ? init.schema() : Promise.resolve(init.schema);
    schema.catch(() => {}); // awaited below; a failed load must not go unhandled meanwhile
    const data = await send(url, init, requestId);
    const body = data === undefined || data === null || data === '' ? {} : data; // §7: 2xx without body
    const parsed = (await loaded(schema, url, requestId)).safeParse(body);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      kind: 'invalid-response',
      status: 200,
      error: SOMETHING_WENT_WRONG,
      message: SOMETHING_WENT_WRONG,
      requestId,
    });
  }

  const post = <T>(path: string, body: object, schema: SchemaSource<T>, options: CallOptions = {}) =>
    call(apiUrl(config, path), { method: 'POST', body: { ...body }, schema, ...options });

  return { config, deps: all, call, post };
}
