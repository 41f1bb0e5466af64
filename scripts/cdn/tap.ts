/**
 * What reached the API through an engine, for the tests: every request the sandbox gets, with the
 * headers the edge let through (tests/e2e/cdn-security.spec.ts checks what the edge removed).
 */
import { Hono } from 'hono';

/** A request as the API got it. */
export interface ApiRequest {
  method: string;
  /** Path and query. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** Told of each request the API gets. */
export type ApiTap = (request: ApiRequest) => void;

/** `tap` told of a Fetch API request. */
export function tapOf(tap: ApiTap | undefined): ((request: Request) => void) | undefined {
  return (
    tap &&
    ((request) => {
      const url = new URL(request.url);
      tap({ method: request.method, path: url.pathname + url.search, headers: Object.fromEntries(request.headers) });
    })
  );
}

/** The app with `tap` told of each request before it answers. */
export function tapped(app: Hono, tap: ApiTap | undefined): Hono {
  const told = tapOf(tap);
  if (!told) return app;
  const outer = new Hono();
  outer.all('*', (c) => {
    told(c.req.raw);
    return app.fetch(c.req.raw, c.env);
  });
  return outer;
}
