/**
 * The Cloudflare Pages Functions of functions/ (R-GEN-5): a request to /proxy/…, /alternproxy/…
 * or /log goes on to the commerce API origin (the API_ORIGIN variable) when it is a call the
 * storefront makes, and is answered 404 otherwise (deploy/rules/api-call.ts: the calls, the body
 * limit, the time-out, the headers and cookies both ways). Pages cannot do this with a
 * `_redirects` rule (it refuses proxying to another host), and does not apply `_headers` to a
 * Function's answer. In production API_ORIGIN is a hostname: a Worker cannot fetch a bare IP.
 *
 * The calls depend on the build's API_BASE, USE_PROXY, LOGGER_ENDPOINT and LOG_PATH: a Pages
 * project's variables are the build's and the Functions' alike, so set them there, not in a file.
 * The client's address is CF-Connecting-IP, which Cloudflare's edge sets itself.
 */
import { callSettingsFrom, EDGE_TIMEOUT_MS } from '../../src/api/calls.ts';
import { apiCall } from '../rules/api-call.ts';
import { edgeCalls, type EdgeCall } from '../rules/forwarded.ts';

/** The variables the Functions read (Settings → Variables and Secrets, or `--binding` locally). */
export interface PagesEnv {
  API_ORIGIN?: string;
  /** The sandbox's pages (/__sandbox/), for local previews only. */
  SANDBOX_ORIGIN?: string;
  /** How long to wait for the API (ms); 30 s by default. */
  API_TIMEOUT_MS?: string;
  API_BASE?: string;
  USE_PROXY?: string;
  LOGGER_ENDPOINT?: string;
  LOG_PATH?: string;
}

/** What a Pages Function is given (the part these use). */
export interface PagesContext {
  request: Request;
  env: PagesEnv;
  next(): Promise<Response>;
}

const missing = (name: string) =>
  new Response(
    `${name} is not set: give it in the Pages project's settings (Variables) or to wrangler pages dev as --binding ${name}=https://…`,
    { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );

let known: { key: string; calls: EdgeCall[] } | undefined;

/** The calls of the build's settings, worked out once per isolate. */
function callsOf(env: PagesEnv): EdgeCall[] {
  const key = JSON.stringify([env.API_BASE, env.USE_PROXY, env.LOGGER_ENDPOINT, env.LOG_PATH]);
  if (known?.key !== key) known = { key, calls: edgeCalls(callSettingsFrom({ ...env })) };
  return known.calls;
}

/** The Function of the API's paths: the storefront's calls go on to API_ORIGIN, anything else is 404. */
export async function forwardApi({ request, env }: Pick<PagesContext, 'request' | 'env'>): Promise<Response> {
  if (!env.API_ORIGIN) return missing('API_ORIGIN');
  const url = new URL(request.url);
  return apiCall(request, {
    calls: callsOf(env),
    caller: {
      address: request.headers.get('cf-connecting-ip') ?? '',
      proto: url.protocol === 'https:' ? 'https' : 'http',
      host: url.host,
    },
    origin: env.API_ORIGIN,
    timeoutMs: Number(env.API_TIMEOUT_MS) || EDGE_TIMEOUT_MS,
    send: (forwarded, signal) => fetch(forwarded, { signal }),
  });
}

/** The request as the sandbox's own pages get it: the same path, query, headers and body on its host. */
export async function forwardedRequest(request: Request, origin: string): Promise<Request> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
}

/** The Function of /__sandbox/: the sandbox's pages when SANDBOX_ORIGIN is given (previews), else the site's 404. */
export async function forwardSandbox({ request, env, next }: PagesContext): Promise<Response> {
  if (!env.SANDBOX_ORIGIN) return next();
  return fetch(await forwardedRequest(request, env.SANDBOX_ORIGIN));
}
