/**
 * Makes sure Debian's Chromium is installed for Playwright (browsers cannot be downloaded here).
 * As root with apt it installs the package; otherwise it says exactly what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from './apt.ts';
import { chromiumPath } from './chromium.ts';

function version(): string {
  return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
}

if (existsSync(chromiumPath)) {
  console.log(`chromium: ${version()} at ${chromiumPath}`);
} else if (canInstall) {
  console.log('chromium: not found, installing Debian package "chromium" with apt-get …');
  aptInstall(['chromium']);
  console.log(`chromium: ${version()} installed at ${chromiumPath}`);
} else {
  console.error(
    `chromium: not found at ${chromiumPath}.\n` +
      "  Install Debian's Chromium as root:  apt-get update && apt-get install -y chromium\n" +
      '  or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
