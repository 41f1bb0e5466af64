/**
 * Runs the site behind nginx as `nginx:config` writes it (deploy/nginx/), from a temporary folder
 * and as any user: `nginx -p DIR -c DIR/nginx.conf -g 'daemon off;'`. Used by
 * `npm run preview:cdn -- --engine nginx`, bench:serve and tests/e2e/cdn-serving.spec.ts.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNginxConfig } from '../../deploy/nginx/config.ts';
import { callSettingsFrom } from '../../src/api/calls.ts';
import { previewHosts } from './hosts.ts';
import { startProcess, type Running } from './process.ts';

/** Debian's nginx (NGINX overrides). */
export const nginxPath = process.env.NGINX ?? '/usr/sbin/nginx';

/** How to install what the configuration needs. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'];

/** A TLS certificate and its key (PEM files). */
export interface TlsFiles {
  cert: string;
  key: string;
}

/** Where to serve from and what to forward to. */
export interface EngineOptions {
  dist: string;
  port: number;
  host?: string;
  /** The commerce API (the sandbox's URL locally). */
  apiOrigin: string;
  /** Forward /__sandbox/ there too (local previews and tests). */
  sandboxOrigin?: string;
  /** Show the engine's output as it comes. */
  echo?: boolean | undefined;
  /** Serve HTTPS with this certificate (at https://localhost:port). */
  tls?: TlsFiles | undefined;
  /** How long the edge waits for the API (ms); src/api/calls.ts EDGE_TIMEOUT_MS by default. */
  apiTimeoutMs?: number | undefined;
}

/** Starts nginx; rejects with its output when it cannot. */
export async function startNginx(options: EngineOptions): Promise<Running> {
  if (!existsSync(nginxPath))
    throw new Error(
      `nginx: not found at ${nginxPath}. Install Debian's packages as root:\n` +
        `  apt-get install -y ${NGINX_PACKAGES.join(' ')}\n  (or point NGINX at another nginx built with the brotli modules)`,
    );
  const host = options.host ?? '127.0.0.1';
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  const conf = writeNginxConfig({
    out: dir,
    dist: options.dist,
    listen: `${host}:${options.port}`,
    hosts: previewHosts(host),
    tls: options.tls,
    calls: callSettingsFrom(process.env),
    apiTimeoutMs: options.apiTimeoutMs,
    apiOrigin: options.apiOrigin,
    sandboxOrigin: options.sandboxOrigin,
  });
  // As root, nginx hands its workers to nobody, who may not read the build (a clone under /root).
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  return startProcess({
    name: 'nginx',
    command: nginxPath,
    args: ['-p', dir, '-c', conf, '-g', `daemon off;${user}`],
    url: options.tls ? `https://localhost:${options.port}/` : `http://${host}:${options.port}/`,
    tempDir: dir,
    echo: options.echo,
  });
}
