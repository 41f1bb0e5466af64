/**
 * Links in a page's copy lead forward. A link written in an article to a generic URL
 * (`{{funnelBaseUrl}}/gu/ageless-offer`), or back to the page itself, would start the shopper's
 * visit again: another destination, another split test, or the same advertorial. On a page that
 * runs in a funnel it becomes a call to action to the funnel's next step, as the page's own button
 * is (the runtime wires it; the built href already points there). The build warns when copy links
 * into another campaign's generic URL or funnel, naming the file, line and link.
 */
import { sitePath, type ContentLink } from './content-links.ts';
import { pageFunnel } from './page-funnel.ts';
import { fillPlaceholders, localPlaceholders } from './placeholders.ts';
import type { Site } from './schemas.ts';
import type { Manifest, ResolvedPage } from './types.ts';

/** What a link of `page`'s copy turns into: the page's next step. */
export interface Forward {
  /** The page's own path, without '/'. */
  self: string;
  /** Where its call to action leads (templateProps' `next`). */
  next: string;
  /** Hosts a link may be written with and still be this site (the live placeholder values). */
  site: Pick<Site, 'placeholders'>;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The site path an href of the rendered copy names ('' home), or undefined when it leaves the site. */
function hrefPath(href: string, site: Forward['site']): string | undefined {
  const decoded = href.replace(/&amp;/g, '&');
  for (const base of Object.values(site.placeholders))
    if (/^https?:\/\//.test(base) && decoded.startsWith(base)) return sitePath(decoded.slice(base.length) || '/');
  return sitePath(decoded);
}

/** The copy's HTML with every link to a generic URL, or to the page itself, made a call to action to the next step. */
export function forwardCopyLinks(html: string, f: Forward): string {
  return html.replace(/<a\s([^>]*?)href="([^"]*)"([^>]*)>/g, (whole, before: string, href: string, after: string) => {
    const path = hrefPath(href, f.site);
    if (path === undefined || !(path.startsWith('gu/') || path === f.self)) return whole;
    if (/data-funnel-action/.test(before + after)) return whole;
    return `<a ${before}href="${escapeAttr(f.next)}" data-funnel-action="next"${after}>`;
  });
}

/** The funnels a generic URL sends visitors into: its default funnel and its split's. */
function destinationFunnels(m: Pick<Manifest, 'destinations'>, genericUrl: string): string[] | undefined {
  const d = m.destinations.find((x) => x.genericUrl === genericUrl);
  return d && [d.defaultFunnel, ...d.splitTesting.map((t) => t.funnel)];
}

/** The funnels that list a page path in their steps. */
function listingFunnels(m: Pick<Manifest, 'funnels'>, path: string): string[] {
  return m.funnels
    .filter((f) => f.defaultFunnels.some((s) => s.variants.some((v) => v.url === path)))
    .map((f) => f.uniqueIdentifier);
}

/**
 * One warning per link of copy that leads into another campaign than the one a page showing the
 * copy runs in: a generic URL whose funnels do not include the page's, or a page only other funnels
 * list. On the page the link goes on to the page's next step all the same; the copy still says
 * another campaign's name, so the marketer is told.
 */
export function copyLinkWarnings(
  m: Pick<Manifest, 'funnels' | 'destinations' | 'site' | 'pages'>,
  links: readonly ContentLink[],
): string[] {
  const byContent = new Map<string, ResolvedPage[]>();
  for (const p of m.pages)
    if (p.content) byContent.set(`${p.content}.md`, [...(byContent.get(`${p.content}.md`) ?? []), p]);
  const found = new Map<string, { link: ContentLink; into: string; funnel: string; pages: string[] }>();
  for (const link of links) {
    const file = link.file.replaceAll('\\', '/');
    const id = [...byContent.keys()].find((c) => file.endsWith(`/content/${c}`));
    const path = sitePath(fillPlaceholders(link.target, localPlaceholders));
    if (!id || path === undefined) continue;
    const generic = path.startsWith('gu/') ? path.slice(3) : undefined;
    const leadsInto = generic !== undefined ? destinationFunnels(m, generic) : listingFunnels(m, path);
    if (!leadsInto?.length) continue;
    const into = `${generic !== undefined ? `generic URL /gu/${generic}` : `page /${path}`} of ${leadsInto.join(', ')}`;
    for (const page of byContent.get(id)!) {
      const funnel = pageFunnel(m, page);
      if (!funnel || leadsInto.includes(funnel)) continue;
      const key = `${link.file}\n${link.line}\n${link.target}\n${funnel}`;
      const seen = found.get(key) ?? { link, into, funnel, pages: [] };
      seen.pages.push(page.path);
      found.set(key, seen);
    }
  }
  return [...found.values()].map(({ link, into, funnel, pages }) => {
    const shown = pages.length === 1 ? `/${pages[0]} shows` : `/${pages[0]} and ${pages.length - 1} more pages show`;
    return `${link.file}: line ${link.line}: link '${link.target}' leads into ${into}, but ${shown} this copy in ${funnel}: there it goes on to ${funnel}'s next step; give the campaign its own copy that links its own generic URL (campaign:new does)`;
  });
}
