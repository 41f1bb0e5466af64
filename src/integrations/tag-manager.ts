/**
 * R-SES-8: the tag manager setting as the build's configuration reads it (the CSP depends on it, and
 * astro:env is not readable from astro.config.ts): the Google Tag Manager container of a build with
 * TAG_MANAGER_ENABLED on, read from the build's environment like the other settings (README).
 */

/** The container id Google Tag Manager gives a web container: GTM- and letters or digits. */
const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/**
 * The container id of a build with the tag manager on, else undefined. A build with it on and no
 * valid TAG_MANAGER_ID fails here, saying what to set, rather than shipping pages that load nothing.
 */
export function tagManagerContainer(env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (env.TAG_MANAGER_ENABLED !== 'true') return undefined;
  const id = env.TAG_MANAGER_ID?.trim() ?? '';
  if (CONTAINER_ID.test(id)) return id;
  throw new Error(
    `TAG_MANAGER_ENABLED is true, but TAG_MANAGER_ID is ${id ? `'${id}', which is not a container id` : 'not set'}: ` +
      'set TAG_MANAGER_ID to the Google Tag Manager container id (GTM-XXXXXXX, Admin → Container settings), ' +
      'or set TAG_MANAGER_ENABLED=false.',
  );
}
