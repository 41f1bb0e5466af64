/**
 * Makes sure Debian's Chromium is installed for Playwright and the benches (browsers cannot be
 * downloaded here): the whole browser and its headless shell (scripts/chromium.ts says which runs
 * what). As root with apt it installs the missing packages, both at once so that they share one
 * version; otherwise it says exactly what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from './apt.ts';
import { chromiumPackages, chromiumPath, testChromiumPath } from './chromium.ts';

const paths = [...new Set([chromiumPath, testChromiumPath])];

function version(path: string): string {
  return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
}

const missing = paths.filter((path) => !existsSync(path));
const installable = missing.every((path) => chromiumPackages[path]);
if (missing.length > 0 && canInstall && installable) {
  // Both packages in one command: a lone upgrade of one would move the shared chromium-common
  // and leave the other at an older version.
  const packages = Object.values(chromiumPackages);
  console.log(
    `chromium: ${missing.join(', ')} not found, installing Debian packages ${packages.join(', ')} with apt-get …`,
  );
  aptInstall(packages);
} else if (missing.length > 0) {
  console.error(
    `chromium: not found at ${missing.join(', ')}.\n` +
      "  Install Debian's Chromium as root:  apt-get update && apt-get install -y chromium chromium-headless-shell\n" +
      '  or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
for (const path of paths) console.log(`chromium: ${version(path)} at ${path}`);
