/**
 * Makes sure nginx and its brotli modules are installed for the CDN tests (tests/e2e/cdn-*.spec.ts
 * run the site behind nginx, deploy/nginx/), and openssl, which makes the certificate the security
 * probes serve HTTPS with (tests/e2e/cdn/certificate.ts). As root with apt it installs Debian's
 * packages, as CI does; otherwise it says exactly what to install. `npm test` fails without them:
 * a CDN test that cannot start its engine fails, it is never skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from './apt.ts';
import { NGINX_PACKAGES, nginxPath } from './cdn/nginx.ts';

const modules = ['ngx_http_brotli_static_module.so', 'ngx_http_brotli_filter_module.so'];
const OPENSSL = '/usr/bin/openssl';

if (!existsSync(OPENSSL) && canInstall) {
  console.log('openssl: missing; installing it with apt-get …');
  aptInstall(['openssl']);
} else if (!existsSync(OPENSSL))
  console.error(`openssl: missing at ${OPENSSL}; install Debian's package openssl as root`);
const missing = () => [
  ...(existsSync(nginxPath) ? [] : [nginxPath]),
  ...modules.filter((m) => !existsSync(`/usr/lib/nginx/modules/${m}`)),
];
/** `nginx version: nginx/1.22.1` (nginx prints it on stderr). */
const version = () => spawnSync(nginxPath, ['-v'], { encoding: 'utf8' }).stderr.trim();

if (missing().length === 0 || process.env.NGINX) {
  console.log(`nginx: ${version()} at ${nginxPath}, with the brotli modules`);
} else if (canInstall) {
  console.log(`nginx: missing ${missing().join(', ')}; installing ${NGINX_PACKAGES.join(' ')} with apt-get …`);
  aptInstall(NGINX_PACKAGES);
  console.log(`nginx: ${version()} installed at ${nginxPath}, with the brotli modules`);
} else {
  console.error(
    `nginx: missing ${missing().join(', ')}.\n` +
      `  Install Debian's packages as root:  apt-get update && apt-get install -y ${NGINX_PACKAGES.join(' ')}\n` +
      '  or point NGINX at an nginx with the brotli modules.',
  );
  process.exit(1);
}
