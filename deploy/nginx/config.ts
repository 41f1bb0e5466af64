/**
 * `npm run nginx:config`: writes a ready nginx configuration for the built site into a folder:
 * storefront.conf and nginx.conf (deploy/nginx/, the ${…} values filled in), the header lines
 * generated from the build's `_headers` (headers-maps.conf, headers.conf), and storefront.d/
 * for more locations (the build's `_redirects` as redirects.conf; the preview's /__sandbox/). `startNginx` (scripts/cdn/nginx.ts) runs it.
 *
 *   npm run nginx:config -- --out /etc/nginx/storefront --dist /srv/storefront/dist \
 *     --listen 8080 --api https://api.example.com
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SANDBOX_PREFIX } from '../rules/forwarded.ts';
import { parseHeaders } from '../rules/headers.ts';
import { parseRedirects } from '../rules/redirects.ts';
import { nginxHeaders } from './headers.ts';
import { nginxRedirects } from './redirects.ts';

/** What the configuration is for. */
export interface NginxSite {
  /** The folder to write to. */
  out: string;
  /** The build (dist/ with its _headers, .br and .gz files). */
  dist: string;
  /** What the server listens on: '8080', '127.0.0.1:4321'. */
  listen: string;
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
  const values = {
    STOREFRONT_CONF: out,
    STOREFRONT_DIST: dist,
    STOREFRONT_LISTEN: site.listen,
    API_ORIGIN: origin(site.apiOrigin, 'the API origin'),
    NGINX_MODULES: site.modules ?? '/usr/lib/nginx/modules',
    NGINX_MIME_TYPES: site.mimeTypes ?? '/etc/nginx/mime.types',
  };
  for (const dir of ['tmp', 'storefront.d']) mkdirSync(join(out, dir), { recursive: true });
  const { maps, adds } = nginxHeaders(parseHeaders(headersText));
  writeFileSync(join(out, 'headers-maps.conf'), maps);
  writeFileSync(join(out, 'headers.conf'), adds);
  const redirectsFile = join(dist, '_redirects');
  const redirects = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [];
  writeFileSync(join(out, 'storefront.d', 'redirects.conf'), nginxRedirects(redirects));
  for (const name of ['storefront.conf', 'nginx.conf'])
    writeFileSync(join(out, name), fill(readFileSync(join(here, name), 'utf8'), values));
  if (site.sandboxOrigin)
    writeFileSync(
      join(out, 'storefront.d', 'sandbox.conf'),
      `# The sandbox's own pages, for local previews only.\nlocation ^~ ${SANDBOX_PREFIX} {\n    proxy_pass ${origin(site.sandboxOrigin, 'the sandbox origin')};\n}\n`,
    );
  return join(out, 'nginx.conf');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      listen: { type: 'string', default: '8080' },
      api: { type: 'string' },
      modules: { type: 'string' },
      'mime-types': { type: 'string' },
    },
  });
  if (!values.out || !values.api) {
    console.error(
      'usage: npm run nginx:config -- --out DIR --api https://api.example.com [--dist dist] [--listen 8080]',
    );
    process.exit(2);
  }
  try {
    const conf = writeNginxConfig({
      out: values.out,
      dist: values.dist,
      listen: values.listen,
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
