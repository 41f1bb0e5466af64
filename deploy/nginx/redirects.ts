/**
 * Retired and ended addresses on nginx, answered as deploy/rules/redirects.ts says every engine
 * answers them. The build writes its rules beside `_redirects` as the entries of an nginx map
 * (`_redirects.nginx`, from `nginxRedirectEntries`), and the maps `nginx:config` writes include that
 * file from the served folder (`nginxRedirectMaps`): nginx reads each build's rules when it starts
 * or reloads, with no `nginx:config` run in between. The file is data, not locations: a map's
 * entries can do nothing but name a target, and each target still passes the same-origin map.
 *
 * The query goes on as sent (`$args`: not decoded, not rebuilt), so utm, affid and subid arrive
 * whole, less the funnel's `uid`, `step` and `pcid`: nginx cannot repeat a replacement, so a chain
 * of maps removes one funnel parameter each, `FUNNEL_PASSES` in all (the funnel writes each once).
 */
import { FUNNEL_PARAMS } from '../../src/domain/sale-window.ts';
import type { RedirectRule } from '../rules/redirects.ts';
import { safeRedirectMap } from './edge.ts';

/** The build's file of nginx map entries, beside `_redirects`; never served. */
export const NGINX_REDIRECTS_FILE = '_redirects.nginx';

/** How many funnel parameters nginx removes from a query; any more stay. */
export const FUNNEL_PASSES = 2 * FUNNEL_PARAMS.length;

/** A path as an nginx map entry takes it: the build writes only letters, digits and `/._~-`. */
function safe(path: string): string {
  if (!/^\/[A-Za-z0-9/._~-]*$/.test(path)) throw new Error(`_redirects: unexpected path for nginx: '${path}'`);
  return path;
}

/**
 * The rules as map entries, one a rule: the address, then `address target` (nginx matches a map's
 * strings ignoring case, so `nginxRedirectMaps` checks the address again, case-exact).
 */
export function nginxRedirectEntries(rules: readonly RedirectRule[]): string {
  const head = '# Retired and ended addresses, from the build\'s _redirects (generated): address "address target".\n';
  return (
    head +
    rules
      .map((r) => {
        if (r.status !== 301) throw new Error(`_redirects: nginx answers 301 only; '${r.from}' has ${r.status}`);
        return `${safe(r.from)} "${r.from} ${safe(r.to)}";\n`;
      })
      .join('')
  );
}

/**
 * One pass of the chain: `from` without its first funnel parameter, into `to`. The passes share
 * their capture names: a map's value is made as soon as its own pattern matched.
 */
function funnelPass(from: string, to: string): string {
  const name = `(?:${FUNNEL_PARAMS.join('|')})(?:=[^&]*)?`;
  return [
    `map ${from} ${to} {`,
    `    "~^${name}(?:&|$)(?<storefront_moved_rest>.*)$" $storefront_moved_rest;`,
    `    "~^(?<storefront_moved_head>.*?)&${name}(?<storefront_moved_tail>(?:&.*)?)$" $storefront_moved_head$storefront_moved_tail;`,
    `    default ${from};`,
    '}',
  ].join('\n');
}

/**
 * The http-block maps: `$storefront_moved_safe`, the target of the address asked for (empty when
 * none, or when the target would leave the site), and `$storefront_moved_query`, the query to send
 * along ('' or '?…'). `dist` is the served folder, whose `_redirects.nginx` they include.
 */
export function nginxRedirectMaps(dist: string): string {
  const args = Array.from({ length: FUNNEL_PASSES + 1 }, (_, i) => (i === 0 ? '$args' : `$storefront_moved_args${i}`));
  const last = args.at(-1)!;
  return [
    '# Written by deploy/nginx/config.ts (npm run nginx:config) from deploy/nginx/redirects.ts: edit that, not this.',
    `# Retired and ended addresses: the build's own list, read when nginx starts or reloads.`,
    'map $uri $storefront_moved_rule {',
    `    include "${dist}/${NGINX_REDIRECTS_FILE}";`,
    '}',
    '# The address case-exact, as the other engines match it (a map ignores case).',
    'map "$uri $storefront_moved_rule" $storefront_moved {',
    '    "~^(?<storefront_moved_from>[^ ]+) (?P=storefront_moved_from) (?<storefront_moved_to>[^ ]+)$" $storefront_moved_to;',
    '    default "";',
    '}',
    safeRedirectMap('$storefront_moved'),
    `# The query as sent, less the funnel's ${FUNNEL_PARAMS.join(', ')}: one removed a map.`,
    ...args.slice(1).map((to, i) => funnelPass(args[i]!, to)),
    `map ${last} $storefront_moved_query {`,
    '    "" "";',
    `    default "?${last}";`,
    '}',
    '',
  ].join('\n');
}
