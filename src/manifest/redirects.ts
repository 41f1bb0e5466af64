/**
 * Retired addresses (`campaigns/redirects.yaml`, written by `npm run campaign:retire` or by hand
 * for a renamed generic URL): every engine answers each with a 301 to its target, keeping the
 * whole query string, so a retired campaign's ads land on its successor with their attribution.
 * The build checks that each target names a page of the site (through other redirects, without a
 * circle) and that no redirect hides a live page, then writes the rules as Cloudflare Pages'
 * `_redirects` file, which `npm start` and the nginx configuration read too.
 */
import type { ManifestProblem } from './errors.ts';
import type { Manifest } from './types.ts';
import type { Redirect } from './schemas.ts';
import { endedAddresses, namesAPage } from './sale-windows.ts';

const FILE = 'campaigns/redirects.yaml';

/** What the redirects may name. */
export interface RedirectTargets {
  pagePaths: ReadonlySet<string>;
  genericUrls: readonly string[];
  contentIds: readonly string[];
}

const entryOf = (r: Redirect, i: number) => `#${i + 1} '${r.from}'`;

/** Where a redirect finally leads, following other redirects; undefined when it goes round in a circle. */
function finalTarget(from: string, byFrom: ReadonlyMap<string, string>): string | undefined {
  const seen = new Set([from]);
  let at = byFrom.get(from)!;
  while (byFrom.has(at)) {
    if (seen.has(at)) return undefined;
    seen.add(at);
    at = byFrom.get(at)!;
  }
  return at;
}

/** Every problem of the redirects: a live page hidden, a target that is no page, a circle, one address twice. */
export function redirectProblems(redirects: readonly Redirect[], targets: RedirectTargets): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const byFrom = new Map<string, string>();
  redirects.forEach((r, i) => {
    const add = (field: string, message: string) => problems.push({ file: FILE, entry: entryOf(r, i), field, message });
    if (byFrom.has(r.from)) add('from', `'${r.from}' is redirected twice: keep one entry`);
    else byFrom.set(r.from, r.to);
    if (r.from === '/' || namesAPage(r.from, targets))
      add(
        'from',
        `'${r.from}' is a live page of the site, and the redirect would hide it: remove the redirect, or the page`,
      );
  });
  redirects.forEach((r, i) => {
    const add = (field: string, message: string) => problems.push({ file: FILE, entry: entryOf(r, i), field, message });
    const end = finalTarget(r.from, byFrom);
    if (end === undefined)
      add('to', `the redirects from '${r.from}' go round in a circle: point one of them at a page`);
    else if (!namesAPage(end, targets))
      add(
        'to',
        `'${r.to}'${end === r.to ? '' : ` (through other redirects, '${end}')`} is no page of the site: name a generic URL (/gu/…) or a page that exists`,
      );
  });
  return problems;
}

/**
 * The redirect rules of a build: the manifest's (each straight to its final target) and `extra`
 * (the addresses of pages the build does not write because their window ended), in that order.
 */
export function redirectRules(
  redirects: readonly Redirect[],
  extra: ReadonlyMap<string, string> = new Map(),
): { from: string; to: string }[] {
  const byFrom = new Map<string, string>([...redirects.map((r) => [r.from, r.to] as const), ...extra]);
  return [...byFrom.keys()].flatMap((from) => {
    const to = finalTarget(from, byFrom);
    return to === undefined || to === from ? [] : [{ from, to }];
  });
}

/** The rules a build writes at `now`: the manifest's and the ended addresses' (none in a preview build). */
export function buildRedirectRules(m: Manifest, now: number, preview: boolean): { from: string; to: string }[] {
  return redirectRules(m.redirects, preview ? new Map() : endedAddresses(m, now));
}

const targetsOf = new WeakMap<Manifest, ReadonlySet<string>>();

/** Where a build's redirects lead ('/os…', '/gu/…'), worked out once per manifest. */
export function redirectTargets(m: Manifest, now: number, preview: boolean): ReadonlySet<string> {
  let targets = targetsOf.get(m);
  if (!targets) targetsOf.set(m, (targets = new Set(buildRedirectRules(m, now, preview).map((r) => r.to))));
  return targets;
}

/** The rules as Cloudflare Pages' `_redirects` file: one `from to 301` a line. */
export function redirectsFile(rules: readonly { from: string; to: string }[]): string {
  const head =
    '# Retired and ended addresses (campaigns/redirects.yaml, ended campaign windows): 301 to the successor, the query kept.\n';
  return head + rules.map((r) => `${r.from} ${r.to} 301\n`).join('');
}
