/**
 * Whether a redirect target stays on this site: the one rule every redirect follows (the engines'
 * 308s, the Amazon return, retired campaigns). A browser resolves a `Location` or a
 * `location.replace()` target after dropping tabs and newlines and reading `\` as `/`, so
 * `/\evil.example`, `/\t/evil.example` and `//evil.example` all leave the site; only a path that
 * starts with one `/` followed by something other than `/` or `\`, with no control character,
 * space or backslash anywhere, is taken. Percent-encoded characters (`/%2F%2Fevil.example`) stay
 * in the path: a browser never decodes them to find a host.
 *
 * `SAME_ORIGIN_PATH_PATTERN` is the same rule as a regular expression that JavaScript and PCRE
 * (nginx's maps) read alike: no backslash escapes but `\x..`, which nginx's configuration parser
 * passes through unchanged.
 */

/** The rule as a regular expression's source, for JavaScript and nginx's PCRE alike. */
export const SAME_ORIGIN_PATH_PATTERN = '^/(?![/\\x5c])[^\\x00-\\x20\\x7f\\x5c]*$';

const pattern = new RegExp(SAME_ORIGIN_PATH_PATTERN);
const probe = 'https://same-origin.invalid';

/** True when `target` (a path with its query) is a path of this site whatever the browser does with it. */
export function isSameOriginPath(target: string): boolean {
  if (!pattern.test(target)) return false;
  try {
    return new URL(target, probe).origin === probe; // the browser's own reading, as a second opinion
  } catch {
    return false;
  }
}

/** `target` when it is a path of this site, else `fallback`. */
export function sameOriginPath(target: string | null | undefined, fallback: string): string {
  return target && isSameOriginPath(target) ? target : fallback;
}
