/**
 * `npm start`'s edge, in front of the sandbox as a CDN is in front of the commerce API: the same
 * rules as the Pages Functions and nginx (deploy/rules/api-call.ts). On the API's paths (and the
 * sandbox's own API paths, /api/ and /v2/, which only `npm start` serves on the site's origin)
 * only the storefront's calls go on, with the caller's forwarding headers replaced, hop-by-hop
 * headers and every cookie but the API's removed, a bounded body and a time-out; anything else
 * there is 404. Everything else (the build's files, /__sandbox/) goes to the sandbox app as it is.
 * A request for any host but the preview's own names is refused (421).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { edgeAnswer, apiCall } from '../deploy/rules/api-call.ts';
import { edgeCalls, isApiPath } from '../deploy/rules/forwarded.ts';
import type { CallSettings } from '../src/api/calls.ts';
import { isApiPath as isSandboxApiPath } from './middleware/api-path.ts';

/** What the edge needs to know. */
export interface EdgeOptions {
  /** The build's settings the storefront's calls depend on. */
  settings: CallSettings;
  /** The host names it answers for (scripts/cdn/hosts.ts). */
  hosts: readonly string[];
  /** How long the edge waits for the sandbox (ms). */
  apiTimeoutMs?: number | undefined;
  /** Told of each call it lets through, as the sandbox gets it (tests). */
  onApiRequest?: ((request: Request) => void) | undefined;
}

/** A Host header's name without its port, in lower case: 'localhost', '[::1]'. */
export function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase();
}

/** The sandbox app behind the edge. */
export function withEdge(sandbox: Hono, o: EdgeOptions): Hono {
  const calls = edgeCalls(o.settings);
  const app = new Hono();
  app.all('*', async (c) => {
    const host = c.req.header('host') ?? '';
    if (!o.hosts.includes(hostName(host))) {
      return edgeAnswer(421, `this server answers for ${o.hosts.join(', ')} only (PREVIEW_HOSTS adds names)`);
    }
    const url = new URL(c.req.url);
    if (!isApiPath(url.pathname, o.settings) && !isSandboxApiPath(url.pathname)) return sandbox.fetch(c.req.raw, c.env);
    const address = getConnInfo(c).remote.address ?? '';
    return apiCall(c.req.raw, {
      calls,
      origin: url.origin,
      timeoutMs: o.apiTimeoutMs,
      caller: { address: address.replace(/^::ffff:/, ''), proto: 'http', host },
      send: async (request) => {
        o.onApiRequest?.(request);
        return sandbox.fetch(request, c.env);
      },
    });
  });
  return app;
}
