import { createHash } from 'node:crypto';
import { minifySync } from 'vite';
import { earlyTapsScript } from '../runtime/early-taps.ts';

/** The inline script and its CSP hash. */
export interface EarlyTapsCode {
  code: string;
  hash: `sha256-${string}`;
}

const made = new Map<string, EarlyTapsCode | undefined>();

/**
 * The early-taps script for a page's kind, minified as the bundled scripts are, with its hash for
 * the page's CSP; undefined when the page holds nothing. Made once per kind (there are four): a
 * minification per page cost 15 s of a 20,000-page build.
 */
export function earlyTapsCode(kind: { islands: boolean; links: boolean }): EarlyTapsCode | undefined {
  const key = `${kind.islands}/${kind.links}`;
  if (!made.has(key)) {
    const script = earlyTapsScript(kind);
    const code = script ? minifySync('early-taps.js', script, { compress: true, mangle: true }).code : '';
    made.set(
      key,
      code ? { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` as const } : undefined,
    );
  }
  return made.get(key);
}
