/**
 * The build's own clock and kind, read the same by the integration (redirects, the log) and by
 * the routes (which pages to write), which run as separate module copies in one process.
 */

/** When this build runs (ms), fixed for the whole build at its first reading. */
export function buildTime(env: NodeJS.ProcessEnv = process.env): number {
  env.STOREFRONT_BUILD_TIME ??= String(Date.now());
  return Number(env.STOREFRONT_BUILD_TIME);
}

/** A preview build (`PREVIEW_BUILD=true`): it shows pages whatever their window, and drops none. */
export function isPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|1)$/i.test(env.PREVIEW_BUILD ?? '');
}
