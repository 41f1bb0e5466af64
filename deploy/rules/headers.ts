/**
 * The CDN's `_headers` file (Cloudflare Pages / Netlify format), the one description of response
 * headers and caching that every way of serving the site applies (R-GEN-5): `npm start`
 * (sandbox/serve-dist.ts), nginx (deploy/nginx/headers.ts writes its maps from it) and Cloudflare
 * Pages (reads the file itself). A rule is a URL pattern (`*` matches anything, including `/`)
 * followed by indented `Name: value` lines; every matching rule applies in order, `! Name`
 * detaches what an earlier rule set, and values of one header set by several rules are joined
 * with ', '.
 */

/** One rule of `_headers`. */
export interface HeaderRule {
  /** The pattern as written: '/*', '/_astro/*', '/favicon.svg'. */
  source: string;
  pattern: RegExp;
  /** Header lines in file order: a value to add, or null to detach the header. */
  lines: [name: string, value: string | null][];
}

/**
 * HSTS (RFC 6797): browsers keep to HTTPS for a year on the site and its subdomains. `_headers`
 * sends it with every file, and the edge with every answer of the API's paths; a browser ignores
 * it over plain HTTP (`npm start`), so one value serves every engine.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers of `_headers` that every answer of the origin carries, the API's included (nginx's maps keep them there). */
export const ORIGIN_WIDE_HEADERS: readonly string[] = ['strict-transport-security'];

/** Cache-Control of every 404 answer, whatever the rules say: Cloudflare Pages sends it, so all engines do. */
export const NOT_FOUND_CACHE_CONTROL = 'no-store';

/** Parses the file's text into rules; comments and blank lines are skipped. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      const source = raw.trim();
      const regex = source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ source, pattern: new RegExp(`^${regex}$`), lines: [] });
      continue;
    }
    const rule = rules.at(-1);
    const line = raw.trim();
    if (!rule) continue;
    if (line.startsWith('!')) rule.lines.push([line.slice(1).trim().toLowerCase(), null]);
    else {
      const at = line.indexOf(':');
      if (at > 0) rule.lines.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** The headers the rules give a URL path (names in lower case). */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.lines) {
      const earlier = out.get(name);
      if (value === null) out.delete(name);
      else out.set(name, earlier ? `${earlier}, ${value}` : value);
    }
  }
  return Object.fromEntries(out);
}
