/**
 * The CDN's `_headers` file (Cloudflare Pages / Netlify format), applied by the local server as a
 * CDN applies it: a rule is a URL pattern (`*` matches anything, including `/`) followed by
 * indented `Name: value` lines; every matching rule applies in order, `! Name` detaches what an
 * earlier rule set, and values of one header set by several rules are joined with ', '.
 */

/** One rule of `_headers`. */
export interface HeaderRule {
  pattern: RegExp;
  /** Header lines in file order: a value to add, or null to detach the header. */
  lines: [name: string, value: string | null][];
}

/** Parses the file's text into rules; comments and blank lines are skipped. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      const source = raw
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), lines: [] });
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
