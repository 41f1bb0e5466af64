/**
 * nginx's header lines, written from `_headers` (deploy/rules/headers.ts) so the two cannot
 * drift. `maps` goes in the http block: one map names the rule a request's path falls under,
 * then one map per header gives its value there (empty: not sent). `adds` goes in the server
 * block, every `add_header` there (one in a location would drop the rest), on redirects and
 * errors too. Paths forwarded to the API get none of them, as on Cloudflare Pages, but the
 * origin-wide ones (HSTS), which the Functions add there too.
 * nginx's maps pick one rule per path, so the rules besides `/*` must not overlap: each is an
 * exact path or a folder (`/images/*`) outside the others; anything else is refused with words.
 */
import { FORWARDED_PATHS, FORWARDED_PREFIXES, SANDBOX_PREFIX } from '../rules/forwarded.ts';
import { headersFor, NOT_FOUND_CACHE_CONTROL, ORIGIN_WIDE_HEADERS, type HeaderRule } from '../rules/headers.ts';

/** The text of the two generated files. */
export interface NginxHeaders {
  maps: string;
  adds: string;
}

const ALL = '/*';
const FORWARDED = 'forwarded';
const SAFE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** A regex of $request_uri (path and query) for an exact path or a folder prefix. */
function uriPattern(source: string): string {
  const folder = source.endsWith('/*');
  const path = folder ? source.slice(0, -1) : source;
  if (!SAFE_PATH.test(path))
    throw new Error(
      `_headers: rule '${source}': nginx's generated maps take '/*', a folder ('/images/*') or an exact path of letters, digits and . _ ~ / -`,
    );
  const escaped = path.replaceAll('.', '[.]');
  return folder ? `~^${escaped}` : `~^${escaped}(?:[?]|$)`;
}

/** Refuses rules nginx's one-rule-per-path maps cannot carry: overlapping paths, a '$' in a value. */
function check(sources: string[], rules: readonly HeaderRule[]): void {
  for (const a of sources)
    for (const b of sources)
      if (a !== b && a.endsWith('/*') && b.startsWith(a.slice(0, -1)))
        throw new Error(`_headers: rules '${a}' and '${b}' overlap; nginx's generated maps need them apart`);
  for (const rule of rules)
    for (const [name, value] of rule.lines)
      if (value?.includes('$') || value?.includes('"'))
        throw new Error(`_headers: rule '${rule.source}', ${name}: nginx cannot send a value with '$' or '"'`);
}

const quoted = (s: string) => `"${s}"`;
const variable = (name: string) => `$storefront_${name.replaceAll('-', '_')}`;

/** The nginx maps and add_header lines of the rules. */
export function nginxHeaders(rules: readonly HeaderRule[]): NginxHeaders {
  const sources = [...new Set(rules.map((r) => r.source).filter((s) => s !== ALL))];
  check(sources, rules);
  const byRule = new Map<string, Record<string, string>>();
  byRule.set(
    ALL,
    headersFor(
      rules.filter((r) => r.source === ALL),
      '/',
    ),
  );
  for (const source of sources) {
    const sample = source.endsWith('/*') ? `${source.slice(0, -1)}x` : source;
    byRule.set(
      source,
      headersFor(
        rules.filter((r) => r.source === ALL || r.source === source),
        sample,
      ),
    );
  }
  const names = [...new Set([...byRule.values()].flatMap((h) => Object.keys(h)))].sort();
  const forwarded = [
    ...FORWARDED_PREFIXES.map((p) => `~^${p}`),
    ...FORWARDED_PATHS.map((p) => `~^${p}(?:[?]|$)`),
    `~^${SANDBOX_PREFIX}`,
  ];
  const lines = [
    '# Written from _headers by deploy/nginx/config.ts (npm run nginx:config): edit public/_headers, not this.',
    'map $request_uri $storefront_rule {',
    `    default ${quoted(ALL)};`,
    ...forwarded.map((p) => `    ${quoted(p)} ${FORWARDED};`),
    ...sources.map((s) => `    ${quoted(uriPattern(s))} ${quoted(s)};`),
    '}',
  ];
  for (const name of names) {
    const target = name === 'cache-control' ? `${variable(name)}_by_rule` : variable(name);
    const values = [...byRule.values()].map((h) => h[name]);
    lines.push(`map $storefront_rule ${target} {`);
    if (values.every((v) => v === values[0])) {
      lines.push(`    default ${quoted(values[0]!)};`);
      if (!ORIGIN_WIDE_HEADERS.includes(name)) lines.push(`    ${FORWARDED} "";`);
    } else {
      lines.push('    default "";');
      for (const [source, headers] of byRule)
        if (headers[name] !== undefined) lines.push(`    ${quoted(source)} ${quoted(headers[name])};`);
    }
    lines.push('}');
  }
  if (names.includes('cache-control'))
    lines.push(
      `# Every 404 is ${NOT_FOUND_CACHE_CONTROL}, as Cloudflare Pages sends it.`,
      `map "$status $storefront_rule" ${variable('cache-control')} {`,
      `    "~^404 (?!${FORWARDED}$)" ${quoted(NOT_FOUND_CACHE_CONTROL)};`,
      `    default ${variable('cache-control')}_by_rule;`,
      '}',
    );
  // Each header twice: for 2xx and 3xx answers, and (`always`) for errors only. One `always` line
  // would send a 416 its headers twice: nginx runs the header filters again when the range filter
  // turns a 200 into a 416, and the error value, computed once per request, is empty by then.
  lines.push('# The error answers (4xx, 5xx) take the headers from the lines with `always`.');
  for (const name of names)
    lines.push(`map $status ${variable(name)}_on_error {`, `    "~^[45]" ${variable(name)};`, '    default "";', '}');
  const adds = [
    '# Written from _headers by deploy/nginx/config.ts (npm run nginx:config): edit public/_headers, not this.',
    ...names.flatMap((name) => [
      `add_header ${name} ${variable(name)};`,
      `add_header ${name} ${variable(name)}_on_error always;`,
    ]),
  ];
  return { maps: `${lines.join('\n')}\n`, adds: `${adds.join('\n')}\n` };
}
