/**
 * nginx's part of the edge, written from the same TypeScript every other engine runs, so the three
 * cannot drift (tests/e2e/cdn-security.spec.ts sends them the same probes):
 *
 * - `maps` (http block): which `method path` is a call of the storefront (deploy/rules/forwarded.ts,
 *   on the path as sent, `$request_uri`), the one cookie the API reads, whether a cookie of the
 *   API's is `Secure`, and each redirect target kept only when it is a path of this site
 *   (src/domain/same-origin-path.ts).
 * - `locations` (server block): the API's paths. A call goes on to the API with the client's
 *   forwarding headers replaced by what nginx saw, hop-by-hop headers and Proxy-Authorization
 *   removed, only the API's cookie, a body of at most EDGE_BODY_LIMIT_BYTES and a time-out; the
 *   API's Set-Cookie made the storefront's. Anything else there is answered by nginx itself, in
 *   JSON like the other engines' (deploy/rules/api-call.ts).
 *
 * nginx cannot drop a header whose name it learns per request: a call whose `Connection` header
 * names anything but nginx's own (keep-alive, close, te, upgrade) is refused with 400 instead.
 */
import { API_COOKIES, EDGE_BODY_LIMIT_BYTES, EDGE_TIMEOUT_MS, type CallSettings } from '../../src/api/calls.ts';
import { SAME_ORIGIN_PATH_PATTERN } from '../../src/domain/same-origin-path.ts';
import { edgeCalls, FORWARDED_PREFIXES } from '../rules/forwarded.ts';
import { CLIENT_FORWARDING } from '../rules/forwarding.ts';
import { STRICT_TRANSPORT_SECURITY } from '../rules/headers.ts';

/** The redirect targets storefront.conf computes, each checked by a map into `<name>_safe`. */
export const REDIRECT_VARIABLES = ['$storefront_clean_url', '$storefront_without_slash', '$storefront_index'] as const;

/** What the generated lines need. */
export interface NginxEdge {
  calls: CallSettings;
  /** The API's origin as proxy_pass takes it. */
  apiOrigin: string;
  /** Seconds nginx waits for the API. */
  apiTimeoutSeconds?: number | undefined;
}

const quoted = (s: string) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * A map that keeps `variable`'s value only when it is a path of this site, into `<variable>_safe`:
 * a redirect to the result is never off the site. For any redirect an nginx rule makes.
 */
export function safeRedirectMap(variable: string): string {
  // The pattern has no backslash but `\x..`, which nginx's parser leaves as it is (a plain string, not quoted()).
  return [
    `map ${variable} ${variable}_safe {`,
    `    "~${SAME_ORIGIN_PATH_PATTERN}" ${variable};`,
    '    default "";',
    '}',
  ].join('\n');
}

/** The http-block maps. */
export function edgeMaps(site: NginxEdge): string {
  const calls = edgeCalls(site.calls);
  const [cookie] = API_COOKIES;
  return [
    '# Written by deploy/nginx/config.ts from src/api/calls.ts and deploy/rules/ (npm run nginx:config): edit those, not this.',
    '# The path as the browser sent it, without the query.',
    'map $request_uri $storefront_request_path {',
    '    "~^(?<path>[^?]*)" $path;',
    '}',
    '# 1 for a call the storefront makes; anything else on the API paths is answered 404 here.',
    'map "$request_method $storefront_request_path" $storefront_api_call {',
    '    default 0;',
    ...calls.map((c) => `    ${quoted(`~^${c.method} ${c.path.slice(1)}`)} 1;`),
    '}',
    `# The one cookie the API reads (${cookie}); no other cookie of the storefront's goes to it.`,
    'map $http_cookie $storefront_api_cookie {',
    '    default "";',
    `    ${quoted(`~(?:^|;\\s*)${cookie}=(?<value>[^;]*)`)} "${cookie}=$value";`,
    '}',
    "# The host the browser called, with its port unless the scheme's own (what X-Forwarded-Host says).",
    'map "$scheme:$server_port" $storefront_port {',
    '    "~^(?:http:80|https:443)$" "";',
    '    default ":$server_port";',
    '}',
    '# An API cookie is Secure exactly when the storefront was called over HTTPS.',
    'map $https $storefront_cookie_secure {',
    '    on secure;',
    '    default nosecure;',
    '}',
    '# 1 when the Connection header names only what nginx itself removes.',
    'map $http_connection $storefront_hop_by_hop_only {',
    '    default 0;',
    '    "~*^[\\s,]*(?:(?:keep-alive|close|te|upgrade)[\\s,]*)*$" 1;',
    '}',
    '# A redirect goes only to a path of this site (src/domain/same-origin-path.ts).',
    ...REDIRECT_VARIABLES.map(safeRedirectMap),
    '',
  ].join('\n');
}

/** nginx's own answer on the API's paths, JSON like the other engines'. */
function edgeAnswer(name: string, status: number, reason: string): string[] {
  return [
    `location @storefront_${name} {`,
    '    types { }',
    '    default_type application/json;',
    '    add_header Cache-Control no-store always;',
    '    add_header X-Content-Type-Options nosniff always;',
    `    add_header Strict-Transport-Security ${quoted(STRICT_TRANSPORT_SECURITY)} always;`,
    `    return ${status} '${JSON.stringify({ status, reason })}';`,
    '}',
  ];
}

/** The server-block locations of the API's paths. */
export function edgeLocations(site: NginxEdge): string {
  const timeout = `${site.apiTimeoutSeconds ?? EDGE_TIMEOUT_MS / 1000}s`;
  const zones = [...FORWARDED_PREFIXES.map((p) => `^~ ${p}`), `= ${site.calls.logPath}`];
  const forwarding = [
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host$storefront_port;',
    ...CLIENT_FORWARDING.filter((h) => !['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'].includes(h)).map(
      (h) => `proxy_set_header ${h} "";`,
    ),
  ];
  const proxy = [
    `proxy_pass ${site.apiOrigin};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Host $proxy_host;',
    ...forwarding,
    'proxy_set_header Proxy-Authorization "";',
    'proxy_set_header Proxy-Connection "";',
    'proxy_set_header Trailer "";',
    'proxy_set_header Cookie $storefront_api_cookie;',
    'proxy_cookie_domain ~.+ "";',
    'proxy_cookie_flags ~ $storefront_cookie_secure samesite=lax;',
    'proxy_hide_header Strict-Transport-Security;',
    'proxy_ssl_server_name on;',
    `proxy_connect_timeout ${timeout};`,
    `proxy_send_timeout ${timeout};`,
    `proxy_read_timeout ${timeout};`,
    `client_max_body_size ${EDGE_BODY_LIMIT_BYTES / 1024}k;`,
    'error_page 400 @storefront_hop_by_hop;',
    'error_page 404 @storefront_not_a_call;',
    'error_page 413 @storefront_too_large;',
    'error_page 502 @storefront_unreachable;',
    'error_page 504 @storefront_late;',
  ];
  const zone = (match: string) => [
    `location ${match} {`,
    '    if ($storefront_api_call = 0) {',
    '        return 404;',
    '    }',
    '    if ($storefront_hop_by_hop_only = 0) {',
    '        return 400;',
    '    }',
    ...proxy.map((line) => `    ${line}`),
    '}',
  ];
  return [
    '# Written by deploy/nginx/config.ts from src/api/calls.ts and deploy/rules/ (npm run nginx:config): edit those, not this.',
    "# The commerce API on the same origin: the storefront's calls only, with the path as the browser sent it;",
    "# the caller's forwarding headers replaced by what nginx saw; hop-by-hop headers, Proxy-Authorization and",
    "# every cookie but the API's removed; the API's cookies made the storefront's (no Domain of the API's,",
    '# Secure over HTTPS, SameSite=Lax); a bounded body and a time-out.',
    ...zones.flatMap(zone),
    '',
    ...edgeAnswer('not_a_call', 404, 'not a call of the storefront'),
    ...edgeAnswer('hop_by_hop', 400, 'the Connection header names headers the edge cannot remove'),
    ...edgeAnswer('too_large', 413, `the body is larger than ${EDGE_BODY_LIMIT_BYTES} bytes`),
    ...edgeAnswer('unreachable', 502, 'the API could not be reached'),
    ...edgeAnswer('late', 504, `the API did not answer within ${timeout}`),
    '',
  ].join('\n');
}
