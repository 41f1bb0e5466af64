/**
 * The host names a local preview answers for (`npm start`, and nginx in `npm run preview:cdn`):
 * this machine's own names, the address it listens on, and those PREVIEW_HOSTS adds (a phone on
 * the LAN: `HOST=0.0.0.0 PREVIEW_HOSTS=192.168.1.20 npm start`). Any other Host is refused (421),
 * so a page of another site whose name is pointed at 127.0.0.1 (DNS rebinding) reads nothing from
 * the sandbox.
 */

/** This machine's names, `host` when it is a particular address, and the comma-separated `extra`. */
export function previewHosts(host: string, extra = process.env.PREVIEW_HOSTS ?? ''): string[] {
  const bracket = (h: string) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);
  const names = ['localhost', '127.0.0.1', '[::1]'];
  const own = host === '0.0.0.0' || host === '::' ? [] : [bracket(host)];
  const more = extra
    .split(',')
    .map((h) => bracket(h.trim().toLowerCase()))
    .filter(Boolean);
  return [...new Set([...names, ...own, ...more])];
}
