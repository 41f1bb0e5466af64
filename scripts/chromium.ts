/** Where Debian's Chromium lives (CHROMIUM_PATH overrides) and the flags this closed network needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
];
