/**
 * The build's `_redirects` file (written from campaigns/redirects.yaml and ended campaign windows,
 * src/manifest/redirects.ts) read as Cloudflare Pages reads its static rules, so `npm start` and
 * the nginx configuration answer the same: the exact path, a 301 to the target, the request's
 * query string kept as sent (utm, affid, subid…) but for the ended funnel's own `uid`, `step` and
 * `pcid` (domain/sale-window.ts), which would put the shopper back in the funnel left behind. The
 * build writes targets without a query of their own. Cloudflare Pages keeps the whole query; a
 * page it lands on drops a retired funnel's `uid` itself (runtime/retired-funnel.ts, docs/deploy.md).
 */
import { withoutFunnelParams } from '../../src/domain/sale-window.ts';

/** One rule: an exact site path and where it leads. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The rules of a `_redirects` text; comments, blank lines and lines not of the form `from to [status]` are skipped, as Pages skips them. */
export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const words = line.trim().split(/\s+/);
    if (!words[0] || words[0].startsWith('#') || !words[1] || words.length > 3) return [];
    const status = words[2] === undefined ? 302 : Number(words[2]);
    if (![301, 302, 303, 307, 308].includes(status)) return [];
    return [{ from: words[0], to: words[1], status }];
  });
}

/** The answer to a request for `path` (decoded) with `search` (its '?' included, or ''); undefined when no rule names it. */
export function redirectFor(
  rules: readonly RedirectRule[],
  path: string,
  search: string,
): { status: number; location: string } | undefined {
  const rule = rules.find((r) => r.from === path);
  return (
    rule && { status: rule.status, location: `${rule.to}${rule.to.includes('?') ? '' : withoutFunnelParams(search)}` }
  );
}
