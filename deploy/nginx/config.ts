/**
 * `npm run nginx:config`: writes a ready nginx configuration for the built site into a folder:
 * storefront.conf and nginx.conf (deploy/nginx/, the ${…} values filled in), the header lines
 * generated from the build's `_headers` (headers-maps.conf, headers.conf), the commerce API's
 * locations and maps generated from the storefront's calls (edge.conf, edge-maps.conf,
 * deploy/nginx/edge.ts), the maps that answer retired and ended addresses from the build's own
 * `_redirects.nginx` (redirects-maps.conf, deploy/nginx/redirects.ts: each build brings its rules,
 * read when nginx reloads), and storefront.d/ for more locations (the preview's /__sandbox/).
 * `startNginx` (scripts/cdn/nginx.ts) runs it.
 *
 *   npm run nginx:config -- --out /etc/nginx/storefront --dist /srv/storefront/dist \
 *     --host shop.example.com --listen 443 --tls-cert cert.pem --tls-key key.pem \
 *     --api https://api.example.com
 *
 * The calls depend on the build's API_BASE, USE_PROXY, LOGGER_ENDPOINT and LOG_PATH: run it with
 * the environment the site was built with.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callSettingsFrom, DEFAULT_CALL_SETTINGS, EDGE_TIMEOUT_MS, type CallSettings } from '../../src/api/calls.ts';
import { SANDBOX_PREFIX } from '../rules/forwarded.ts';
import { parseHeaders } from '../rules/headers.ts';
import { edgeLocations, edgeMaps } from './edge.ts';
import { nginxHeaders } from './headers.ts';
import { NGINX_REDIRECTS_FILE, nginxRedirectMaps } from './redirects.ts';

/** What the configuration is for. */
export interface NginxSite {
  /** The folder to write to. */
  out: string;
  /** The build (dist/ with its _headers, .br and .gz files). */
  dist: string;
  /** What the server listens on: '8080', '127.0.0.1:4321'. */
  listen: string;
  /** The host names it answers for (server_name); any other Host is answered 421. */
  hosts: readonly string[];
  /** Serve HTTPS with this certificate and key (PEM files). */
  tls?: { cert: string; key: string } | undefined;
  /** The build's settings the storefront's calls depend on (its environment by default). */
  calls?: CallSettings | undefined;
  /** How long nginx waits for the API (ms); 30 s by default. */
  apiTimeoutMs?: number | undefined;
  /** The commerce API origin, scheme and host: 'https://api.example.com'. */
  apiOrigin: string;
  /** The sandbox's origin, when /__sandbox/ is forwarded too (local previews). */
  sandboxOrigin?: string | undefined;
  /** nginx's dynamic modules (Debian: /usr/lib/nginx/modules). */
  modules?: string | undefined;
  /** nginx's mime.types (Debian: /etc/nginx/mime.types). */
  mimeTypes?: string | undefined;
}

const here = import.meta.dirname;

/** `${NAME}` replaced by its value; an unknown `${UPPER_CASE}` name is a mistake, nginx's own `${uri}` is kept. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx:config: no value for ${whole}`);
    return value;
  });
}

/** An origin as proxy_pass takes it; refuses a path, which would replace the forwarded prefix. */
export function origin(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`nginx:config: ${what} '${url}' is not a URL; give scheme and host, e.g. https://api.example.com`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search)
    throw new Error(`nginx:config: ${what} '${url}' must be http(s)://host[:port] with no path`);
  return parsed.origin;
}

const HOST_NAME =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$|^\[[0-9a-fA-F:.]+\]$/;

/** The server_name of host names; refuses none, a wildcard or anything that is not a host name. */
export function serverNames(hosts: readonly string[]): string {
  if (hosts.length === 0) throw new Error("nginx:config: give the site's host name: --host shop.example.com");
  for (const host of hosts)
    if (!HOST_NAME.test(host))
      throw new Error(
        `nginx:config: --host '${host}' is not a host name (shop.example.com); nginx answers only the names given`,
      );
  return hosts.join(' ');
}

/** Writes the configuration; returns the path of its nginx.conf. */
export function writeNginxConfig(site: NginxSite): string {
  const out = resolve(site.out);
  const dist = resolve(site.dist);
  let headersText: string;
  try {
    headersText = readFileSync(join(dist, '_headers'), 'utf8');
  } catch {
    throw new Error(`nginx:config: ${dist} has no _headers file; build the site first (npm run build)`);
  }
  if (!existsSync(join(dist, NGINX_REDIRECTS_FILE)))
    throw new Error(`nginx:config: ${dist} has no ${NGINX_REDIRECTS_FILE} file; build the site again (npm run build)`);
  const tls = site.tls && [
    `ssl_certificate ${resolve(site.tls.cert)};`,
    `ssl_certificate_key ${resolve(site.tls.key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
  ];
  const values = {
    STOREFRONT_CONF: out,
    STOREFRONT_DIST: dist,
    STOREFRONT_LISTEN: tls ? `${site.listen} ssl` : site.listen,
    STOREFRONT_HOSTS: serverNames(site.hosts),
    STOREFRONT_TLS: tls
      ? tls.join('\n    ')
      : '# no TLS here: terminate HTTPS in front, or give --tls-cert and --tls-key',
    STOREFRONT_REJECT: tls ? 'ssl_reject_handshake on;' : '',
    NGINX_MODULES: site.modules ?? '/usr/lib/nginx/modules',
    NGINX_MIME_TYPES: site.mimeTypes ?? '/etc/nginx/mime.types',
  };
  const edge = {
    calls: site.calls ?? DEFAULT_CALL_SETTINGS,
    apiOrigin: origin(site.apiOrigin, 'the API origin'),
    apiTimeoutSeconds: Math.ceil((site.apiTimeoutMs ?? EDGE_TIMEOUT_MS) / 1000),
  };
  for (const dir of ['tmp', 'storefront.d']) mkdirSync(join(out, dir), { recursive: true });
  const { maps, adds } = nginxHeaders(parseHeaders(headersText));
  writeFileSync(join(out, 'headers-maps.conf'), maps);
  writeFileSync(join(out, 'headers.conf'), adds);
  writeFileSync(join(out, 'edge-maps.conf'), edgeMaps(edge));
  writeFileSync(join(out, 'edge.conf'), edgeLocations(edge));
  writeFileSync(join(out, 'redirects-maps.conf'), nginxRedirectMaps(dist));
  // A folder written before the build brought its own rules: its copy would answer stale ones.
  rmSync(join(out, 'storefront.d', 'redirects.conf'), { force: true });
  for (const name of ['storefront.conf', 'nginx.conf'])
    writeFileSync(join(out, name), fill(readFileSync(join(here, name), 'utf8'), values));
  if (site.sandboxOrigin)
    writeFileSync(
      join(out, 'storefront.d', 'sandbox.conf'),
      [
        "# The sandbox's own pages, for local previews only; it checks a control's Origin against X-Forwarded-Host.",
        `location ^~ ${SANDBOX_PREFIX} {`,
        `    proxy_pass ${origin(site.sandboxOrigin, 'the sandbox origin')};`,
        '    proxy_set_header X-Forwarded-Host $host$storefront_port;',
        '    proxy_set_header X-Forwarded-Proto $scheme;',
        '}',
        '',
      ].join('\n'),
    );
  return join(out, 'nginx.conf');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      listen: { type: 'string', default: '8080' },
      host: { type: 'string', multiple: true },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      api: { type: 'string' },
      modules: { type: 'string' },
      'mime-types': { type: 'string' },
    },
  });
  if (!values.out || !values.api || !values.host || !values['tls-cert'] !== !values['tls-key']) {
    console.error(
      'usage: npm run nginx:config -- --out DIR --api https://api.example.com --host shop.example.com [--host …]\n' +
        '         [--dist dist] [--listen 8080] [--tls-cert FILE --tls-key FILE]',
    );
    process.exit(2);
  }
  try {
    const conf = writeNginxConfig({
      out: values.out,
      dist: values.dist,
      listen: values.listen,
      hosts: values.host.flatMap((h) => h.split(',')).filter(Boolean),
      tls: values['tls-cert'] ? { cert: values['tls-cert'], key: values['tls-key']! } : undefined,
      calls: callSettingsFrom(process.env),
      apiOrigin: values.api,
      modules: values.modules,
      mimeTypes: values['mime-types'],
    });
    console.log(`nginx:config: wrote ${conf}\n  run it:  nginx -p ${resolve(values.out)} -c ${conf} -g 'daemon off;'`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
