/**
 * A TLS certificate for `localhost` made for this test run (openssl, self-signed, one day), so
 * nginx and `wrangler pages dev` serve HTTPS as they are deployed. Made once per process; the files
 * live in a temporary folder and hold nothing of value.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TlsFiles } from '../../../scripts/cdn/nginx.ts';

let made: TlsFiles | undefined;

/** The certificate and key files. */
export function testCertificate(): TlsFiles {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-tls-'));
  const files = { cert: join(dir, 'localhost.crt'), key: join(dir, 'localhost.key') };
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost']
      .concat(['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'])
      .concat(['-keyout', files.key, '-out', files.cert]),
    { stdio: 'pipe' },
  );
  made = files;
  return files;
}
