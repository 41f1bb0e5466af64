/**
 * The pure part of `npm run campaign:retire -- --campaign X --to /gu/Y`: which entries of the
 * manifest a campaign is made of, and the redirects that keep its addresses. A campaign is its
 * main funnel, the generic URLs whose default funnel it is, and its own pages (the ones its
 * window covers: listed by it alone, or naming it and listed by none; manifest/sale-windows.ts).
 * Shared pages (the offers, the receipt, a page another funnel shows too) stay. Removing is done
 * on the files' text, entry by entry, so every other line, comment and anchor stays as it was.
 */
import { isSeq, parseDocument } from 'yaml';
import type { MainFunnel } from '../domain/funnel/types.ts';
import { campaignFunnel } from './sale-windows.ts';
import type { Manifest } from './types.ts';

/** What retiring the campaign changes. */
export interface RetirePlan {
  funnel: MainFunnel;
  /** The generic URLs (slugs) that led into it. */
  genericUrls: string[];
  /** Its own pages, by the file that holds them (as the manifest names it). */
  pages: Map<string, string[]>;
  /** The Markdown copies only its pages used and made for it (campaign:new's `advertorial/<slug>-…`). */
  contents: string[];
  /** Every address kept: each answers a 301 to the successor. */
  redirects: { from: string; to: string }[];
}

/** Why it cannot be retired, in the build's words. */
export interface RetireProblem {
  field: string;
  message: string;
}

/** Plans the retirement; the problems when it cannot be done. */
export function planRetire(m: Manifest, campaign: string, to: string): RetirePlan | RetireProblem[] {
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === campaign);
  if (!funnel)
    return [
      {
        field: 'campaign',
        message: `no main funnel '${campaign}'; one of ${m.funnels.map((f) => f.uniqueIdentifier).join(', ')}`,
      },
    ];
  const problems: RetireProblem[] = [];
  if (!/^\/(?!\/)[A-Za-z0-9._~/-]*$/.test(to))
    problems.push({ field: 'to', message: `'${to}': a path of this site, e.g. /gu/winter26 (no host, no query)` });
  const site = m.site.funnels;
  if (site?.default === campaign)
    problems.push({
      field: 'campaign',
      message: `${campaign} is the site's default funnel (site.yaml funnels.default): name another first`,
    });
  for (const [product, id] of Object.entries(site?.byProduct ?? {}))
    if (id === campaign)
      problems.push({
        field: 'campaign',
        message: `${campaign} is the funnel of ${product}'s pages (site.yaml funnels.byProduct): name another first`,
      });
  for (const d of m.destinations)
    if (d.defaultFunnel !== campaign && d.splitTesting.some((t) => t.funnel === campaign))
      problems.push({
        field: 'campaign',
        message: `/gu/${d.genericUrl} splits its visitors into ${campaign}: end that split test first (destinations.yaml)`,
      });
  const own = m.pages.filter((p) => campaignFunnel(m, p)?.uniqueIdentifier === campaign);
  for (const p of m.pages)
    if (p.funnel === campaign && !own.includes(p))
      problems.push({
        field: 'campaign',
        message: `/${p.path} names funnel ${campaign} but other funnels show it too: change its \`funnel:\` first (${p.file})`,
      });
  const destinations = m.destinations.filter((d) => d.defaultFunnel === campaign);
  const addresses = [...destinations.map((d) => `/gu/${d.genericUrl}`), ...own.map((p) => `/${p.path}`)];
  if (addresses.includes(to))
    problems.push({
      field: 'to',
      message: `'${to}' is an address of ${campaign} itself: name the campaign that follows it`,
    });
  if (problems.length > 0) return problems;

  const pages = new Map<string, string[]>();
  for (const p of own) pages.set(p.file, [...(pages.get(p.file) ?? []), p.path]);
  const kept = m.pages.filter((p) => !own.includes(p));
  const slugs = destinations.map((d) => d.genericUrl);
  const contents = [...new Set(own.flatMap((p) => (p.content ? [p.content] : [])))].filter(
    (c) => !kept.some((p) => p.content === c) && slugs.some((s) => c.startsWith(`advertorial/${s}-`)),
  );
  return {
    funnel,
    genericUrls: slugs,
    pages,
    contents,
    redirects: addresses.map((from) => ({ from, to })),
  };
}

/**
 * A list file's text without the entries `remove` picks (by their parsed value), each taken out
 * with its lines and a comment line just above it that names it (`# Campaign X: …`).
 */
export function withoutEntries(text: string, remove: (entry: unknown) => boolean, comment?: RegExp): string {
  const doc = parseDocument(text);
  if (!isSeq(doc.contents)) return text;
  const cuts: [number, number][] = [];
  for (const item of doc.contents.items) {
    const range = (item as { range?: [number, number, number] }).range;
    if (!range || !remove((item as { toJSON(): unknown }).toJSON())) continue;
    let start = text.lastIndexOf('\n', range[0] - 1) + 1;
    let end = range[2];
    if (text[end - 1] !== '\n') {
      const eol = text.indexOf('\n', end);
      end = eol < 0 ? text.length : eol + 1;
    }
    // The comment line campaign:new writes above a funnel, and the blank line before it.
    const above = text.lastIndexOf('\n', start - 2) + 1;
    if (comment && start > 0 && comment.test(text.slice(above, start - 1))) {
      start = above;
      if (start > 0 && text[start - 2] === '\n') start -= 1;
    }
    cuts.push([start, end]);
  }
  let out = text;
  for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** site.yaml's text with `slugs` taken out of its comma-separated `genericUrls`, the rest untouched. */
export function withoutGenericUrls(siteText: string, slugs: readonly string[]): string {
  const doc = parseDocument(siteText);
  const node = doc.get('genericUrls', true) as { value?: unknown; range?: [number, number, number] } | undefined;
  if (typeof node?.value !== 'string' || !node.range) return siteText;
  const list = node.value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !slugs.includes(s));
  return `${siteText.slice(0, node.range[0])}${JSON.stringify(list.join(','))}${siteText.slice(node.range[1])}`;
}

/** The redirect lines to append to redirects.yaml, as campaign:retire writes them. */
export function redirectLines(plan: RetirePlan, day: string): string {
  return plan.redirects
    .map(
      (r) =>
        `- { from: ${r.from}, to: ${r.to}, campaign: ${plan.funnel.uniqueIdentifier}, retired: ${JSON.stringify(day)} }`,
    )
    .join('\n');
}
