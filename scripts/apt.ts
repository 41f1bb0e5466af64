/** Installs Debian packages with apt-get, as ensure-chromium.ts and ensure-nginx.ts do when run as root. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process may install packages: root with apt-get. */
export const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** apt-get update, then install the packages; throws when apt fails. */
export function aptInstall(packages: readonly string[]): void {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
