/**
 * The Cloudflare Pages Functions of functions/ (R-GEN-5): a request to /proxy/…, /alternproxy/…
 * or /log goes on to the commerce API origin (the API_ORIGIN variable), with its path, query,
 * method, headers (the cookies and the XSRF header) and body; the API's answer comes back as it
 * is, Set-Cookie and redirects included. Pages cannot do this with a `_redirects` rule (it
 * refuses proxying to another host). In production API_ORIGIN is a hostname: a Worker cannot
 * fetch a bare IP address. Pages does not apply `_headers` to a Function's answer.
 */

/** What a Pages Function is given (the part these use). */
export interface PagesContext {
  request: Request;
  env: { API_ORIGIN?: string; SANDBOX_ORIGIN?: string };
  next(): Promise<Response>;
}

/** The request as the origin gets it: the same path and query on the origin's host. */
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

/** Sends the request on to `origin` and answers with what it answers. */
export async function forward(request: Request, origin: string | undefined, name = 'API_ORIGIN'): Promise<Response> {
  if (!origin)
    return new Response(
      `${name} is not set: give it in the Pages project's settings (Variables) or to wrangler pages dev as --binding ${name}=https://…`,
      { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  return fetch(await forwardedRequest(request, origin));
}
