/**
 * The build's `_redirects` (deploy/rules/redirects.ts) as nginx locations: each address an exact
 * `location =` answering its status to the target, with `$is_args$args`, which is the request's
 * query string as sent (not decoded, not rebuilt), so utm, affid and subid arrive whole. Written
 * by nginx:config into storefront.d/, which storefront.conf includes in its server block.
 */
import type { RedirectRule } from '../rules/redirects.ts';

/** A path as an nginx location or return argument: the build writes only letters, digits and `/._~-`. */
function safe(path: string): string {
  if (!/^\/[A-Za-z0-9/._~-]*$/.test(path)) throw new Error(`nginx:config: unexpected path in _redirects: '${path}'`);
  return path;
}

/** The locations of the rules, one a rule. */
export function nginxRedirects(rules: readonly RedirectRule[]): string {
  const head = "# Retired and ended addresses, from the build's _redirects (generated).\n";
  return (
    head +
    rules.map((r) => `location = ${safe(r.from)} {\n    return ${r.status} ${safe(r.to)}$is_args$args;\n}\n`).join('')
  );
}
