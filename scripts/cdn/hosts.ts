/**
 * The host names a local preview answers for (`npm start`, and nginx in `npm run preview:cdn`):
 * this machine's own names and the address it listens on. Any other Host is refused (421), so a
 * page of another site whose name is pointed at 127.0.0.1 (DNS rebinding) reads nothing from the
 * sandbox.
 */

/** This machine's names, and `host` when it is a particular address. */
export function previewHosts(host: string): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  const own = host.includes(':') ? `[${host}]` : host;
  return host === '0.0.0.0' || host === '::' || names.includes(own) ? names : [...names, own];
}
