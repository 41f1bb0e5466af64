/**
 * The one request pipeline (§7, R-API-1 … R-API-3, R-AFF-3) on ofetch: `onRequest` adds X-Brand,
 * X-Request-Id, X-XSRF-TOKEN (non-GET/HEAD), Authorization and the body's affParameters;
 * `onResponseError` / `onRequestError` turn failures into ApiError; a 2xx without a body is an
 * empty body ({}); responses are parsed with the contract schema at this edge.
 */
import { ofetch, type FetchContext } from 'ofetch';
import Cookies from 'js-cookie';
import * as z from 'zod/mini';
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

/** One call through the pipeline. */
export interface CallInit<T> extends CallOptions {
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  /** Contract schema of the 2xx body. */
  schema: z.core.$ZodType<T>;
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
  post<T>(path: string, body: object, schema: z.core.$ZodType<T>, options?: CallOptions): Promise<T>;
}

function browserDeps(): Required<ApiDeps> {
  const hasWindow = typeof window !== 'undefined';
  let storage: Storage | null;
  try {
    storage = hasWindow ? window.sessionStorage : null;
  } catch {
    storage = null; // access itself throws when storage is blocked
  }
  return {
    fetch: globalThis.fetch.bind(globalThis),
    getCookie: (name) => Cookies.get(name),
    sessionStorage: storage,
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

  const onRequest = ({ options }: FetchContext) => {
    const headers = options.headers as Headers; // ofetch normalises headers to a Headers instance
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, all.newRequestId());
    if (config.brand) headers.set('X-Brand', config.brand);
    if (config.token) headers.set('Authorization', `Bearer ${config.token}`);
    const xsrf = all.getCookie(XSRF_COOKIE);
    if (xsrf && !isSafe(options.method)) headers.set(XSRF_HEADER, xsrf);
    const body = options.body;
    if (config.brand && body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof FormData)) {
      const json = body as Record<string, unknown>;
      if (json.affParameters === undefined)
        options.body = { ...json, affParameters: readAffParameters(all.sessionStorage, all.page()) };
    }
  };

  const requestIdOf = (ctx: FetchContext) => (ctx.options.headers as Headers).get(REQUEST_ID_HEADER) ?? undefined;

  const $fetch = ofetch.create(
    {
      credentials: 'include',
      retry: 0,
      onRequest,
      onResponseError(ctx) {
        const url = String(ctx.request);
        throw httpError(callPath(config, url), ctx.response.status, ctx.response._data, requestIdOf(ctx));
      },
      onRequestError(ctx) {
        const timedOut = ctx.error.name === 'TimeoutError' || ctx.error.name === 'AbortError';
        const message = unavailableMessage(callPath(config, String(ctx.request)));
        throw new ApiError({
          kind: timedOut ? 'timeout' : 'network',
          status: 0,
          error: message,
          message,
          requestId: requestIdOf(ctx),
        });
      },
    },
    { fetch: all.fetch },
  );

  async function call<T>(url: string, init: CallInit<T>): Promise<T> {
    const requestId = init.requestId ?? all.newRequestId();
    const headers: Record<string, string> = { ...init.headers, [REQUEST_ID_HEADER]: requestId };
    const data: unknown = await $fetch(url, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body ? { body: init.body } : {}),
      ...(init.query ? { query: init.query } : {}),
      timeout: init.timeoutMs ?? timeout,
      responseType: 'json',
    });
    const body = data === undefined || data === null || data === '' ? {} : data; // §7: 2xx without body
    const parsed = z.safeParse(init.schema, body);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      kind: 'invalid-response',
      status: 200,
      error: SOMETHING_WENT_WRONG,
      message: SOMETHING_WENT_WRONG,
      requestId,
    });
  }

  const post = <T>(path: string, body: object, schema: z.core.$ZodType<T>, options: CallOptions = {}) =>
    call(apiUrl(config, path), { method: 'POST', body: { ...body }, schema, ...options });

  return { config, deps: all, call, post };
}
