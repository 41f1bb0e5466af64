/**
 * Runs the site behind nginx as `nginx:config` writes it (deploy/nginx/), from a temporary folder
 * and as any user: `nginx -p DIR -c DIR/nginx.conf -g 'daemon off;'`. Used by
 * `npm run preview:cdn -- --engine nginx`, bench:serve and tests/e2e/cdn-serving.spec.ts.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNginxConfig } from '../../deploy/nginx/config.ts';
import { startProcess, type Running } from './process.ts';

/** Debian's nginx (NGINX overrides). */
export const nginxPath = process.env.NGINX ?? '/usr/sbin/nginx';

/** How to install what the configuration needs. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'];

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
  echo?: boolean;
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
    apiOrigin: options.apiOrigin,
    sandboxOrigin: options.sandboxOrigin,
  });
  // As root, nginx hands its workers to nobody, who may not read the build (a clone under /root).
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  return startProcess({
    name: 'nginx',
    command: nginxPath,
    args: ['-p', dir, '-c', conf, '-g', `daemon off;${user}`],
    url: `http://${host}:${options.port}/`,
    tempDir: dir,
    echo: options.echo,
  });
}
