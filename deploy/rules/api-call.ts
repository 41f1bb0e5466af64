/**
 * A request to the API's paths at the edge, decided and carried the same way by the Pages
 * Functions (deploy/pages/forward.ts) and `npm start` (sandbox/edge.ts); nginx spells the same in
 * its configuration (deploy/nginx/). A call the storefront does not make is answered 404 here; a
 * body larger than the storefront ever sends, 413; an API that has not answered within the time,
 * 504; anything else goes on with the headers of deploy/rules/forwarding.ts, and its answer comes
 * back with the API's cookies made the storefront's. The edge's own answers carry no `error`
 * field, so the storefront shows the spec's words for them (src/api/errors.ts).
 */
import { EDGE_BODY_LIMIT_BYTES, EDGE_TIMEOUT_MS } from '../../src/api/calls.ts';
import { isStorefrontCall, type EdgeCall } from './forwarded.ts';
import { apiRequestHeaders, browserResponseHeaders, type Caller } from './forwarding.ts';
import { STRICT_TRANSPORT_SECURITY } from './headers.ts';

/** How the edge reaches the API: sends the request as it should arrive there. */
export type SendToApi = (request: Request, signal: AbortSignal) => Promise<Response>;

/** What the edge knows besides the request. */
export interface ApiCallOptions {
  calls: readonly EdgeCall[];
  caller: Caller;
  /** The API's origin, scheme and host ('https://api.example.com'): where the call goes. */
  origin: string;
  send: SendToApi;
  timeoutMs?: number | undefined;
  bodyLimit?: number | undefined;
}

/** An answer of the edge itself (not the API's): JSON that says why, never cached. */
export function edgeAnswer(status: number, reason: string): Response {
  return new Response(JSON.stringify({ status, reason }), {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    },
  });
}

/** The request's body, or 'too large' once it passes `limit` bytes (read no further). */
async function boundedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too large' | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return 'too large';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too large';
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

/** Answers a request to the API's paths. */
export async function apiCall(request: Request, o: ApiCallOptions): Promise<Response> {
  const url = new URL(request.url);
  if (!isStorefrontCall(o.calls, request.method, url.pathname))
    return edgeAnswer(404, `not a call of the storefront: ${request.method} ${url.pathname}`);
  const limit = o.bodyLimit ?? EDGE_BODY_LIMIT_BYTES;
  const body = await boundedBody(request, limit);
  if (body === 'too large') return edgeAnswer(413, `the body is larger than ${limit} bytes`);
  const timeoutMs = o.timeoutMs ?? EDGE_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('the API did not answer in time', 'TimeoutError'));
      resolve('late');
    }, timeoutMs);
  });
  const forwarded = new Request(new URL(url.pathname + url.search, o.origin), {
    method: request.method,
    headers: apiRequestHeaders(request.headers, o.caller),
    body,
    redirect: 'manual',
  });
  try {
    const answer = await Promise.race([o.send(forwarded, controller.signal), late]);
    if (answer === 'late') return edgeAnswer(504, `the API did not answer within ${timeoutMs / 1000} s`);
    const headers = browserResponseHeaders(answer.headers, o.caller.proto === 'https');
    headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  } catch (error) {
    if (controller.signal.aborted) return edgeAnswer(504, `the API did not answer within ${timeoutMs / 1000} s`);
    return edgeAnswer(502, `the API could not be reached: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
