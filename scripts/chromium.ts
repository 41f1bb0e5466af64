/**
 * Where Debian's Chromium lives and the flags this closed network needs.
 *
 * Two builds of the same Chromium (one Debian source, one version): `chromium`, the whole
 * browser, measures what a shopper's browser does (Lighthouse, the tap and first-seconds benches);
 * `chromium-headless-shell`, the same engine without the browser's windowing and UI layers, runs
 * the Playwright tests (Playwright's own choice for headless runs). On this 2-core machine it
 * takes a third less time per test (journeys.spec: 67 s against 94 s). CHROMIUM_PATH overrides
 * both.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package of each path above. */
export const chromiumPackages: Readonly<Record<string, string>> = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
};

export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
];
