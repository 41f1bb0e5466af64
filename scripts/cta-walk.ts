/**
 * `node scripts/cta-walk.ts [dist]`: walks every call to action of a built site and names each
 * that leads to a page the build did not write (a 404). Per page of `dist/`: every internal link
 * (`<a href>`, `{{placeholder}}` links to the site's own hosts included), every form's action, and
 * the targets the funnel runtime computes from the page's funnel data with the same domain rules
 * (survey's "See my results", the package choice, an order paid or failed, an offer's yes and no,
 * the `data-funnel-action` links), on Mobile and Desktop and for every split-test variant.
 * Plain files and regular expressions over Astro's output: a few hundred pages in under a second.
 * Exits 1 when something leads nowhere. `tests/e2e/cta-walk.spec.ts` runs it on every push.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heldOffers } from '../src/domain/funnel/held-offers.ts';
import {
  goAnswer,
  goNext,
  goPaymentFailure,
  locate,
  type FunnelContext,
  type NavResult,
} from '../src/domain/funnel/navigation.ts';
import { takesOrders } from '../src/domain/funnel/page-kinds.ts';
import { emptyUserStats } from '../src/domain/funnel/stats.ts';
import type { DeviceKind } from '../src/domain/funnel/types.ts';
import type { FunnelData } from '../src/manifest/page-data.ts';

/** A call to action that leads nowhere: the page, the control, where it leads. */
export interface DeadEnd {
  page: string;
  control: string;
  target: string;
}

/** One control of a page and where it leads (undefined: the runtime finds no page, 'Page not found'). */
export interface Control {
  control: string;
  target: string | undefined;
}

const DEVICES: readonly DeviceKind[] = ['Mobile', 'Desktop'];
/** Draws that pick the first, a middle and the last variant of a split test. */
const DRAWS = [0, 0.5, 0.999];

/** The visible words of an HTML fragment. */
function words(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value of an attribute in a start tag, if present. */
function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? '').replace(/&amp;/g, '&') : undefined;
}

/** The links and form actions written in a page, each named as a shopper sees it. */
export function writtenControls(html: string): Control[] {
  const controls: Control[] = [];
  for (const [, tag = '', inner = ''] of html.matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/gi)) {
    const href = attr(tag, 'href');
    if (href === undefined) continue;
    const name = attr(tag, 'aria-label') ?? (words(inner) || attr(tag, 'title') || href);
    controls.push({ control: `link "${name}"`, target: href });
  }
  for (const [tag] of html.matchAll(/<form\s[^>]*>/gi)) {
    const action = attr(tag, 'action');
    if (action) controls.push({ control: `form "${attr(tag, 'aria-label') ?? 'form'}" action`, target: action });
  }
  return controls;
}

/** The page's funnel data, if it carries one. */
export function pageFunnelData(html: string): FunnelData | undefined {
  const m = /<script type="application\/json" id="funnel-data">([\s\S]*?)<\/script>/.exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as FunnelData) : undefined;
}

/** The moves the runtime makes from a page of this template, by what the shopper taps. */
function runtimeMoves(template: string, hasFunnelLinks: boolean): [string, (ctx: FunnelContext) => NavResult][] {
  if (template === 'survey') return [['"See my results"', goNext]];
  if (template === 'offer-selector') return [['the package choice', goNext]];
  if (takesOrders(template))
    return [
      ['the order, once paid', goNext],
      ['the order, when payment fails', goPaymentFailure],
    ];
  if (template === 'upsell' || template === 'downsell')
    return [
      ['the offer\'s "yes"', (ctx) => goAnswer(ctx, 'yes')],
      ['the offer\'s "no thanks"', (ctx) => goAnswer(ctx, 'no')],
    ];
  return hasFunnelLinks ? [['the call to action (funnel next)', goNext]] : [];
}

/** Whether a page that finds no funnel page for the move is left without a way on ('Page not found'). */
const strands = (template: string, control: string): boolean =>
  !(takesOrders(template) && control.includes('paid')) && !control.includes('call to action');

/**
 * Where the funnel runtime sends the shopper from this page: the page's own funnel, located as the
 * runtime locates it, each move on each device and split-test draw. An order page's shoppers hold
 * its product (its offers are passed over); an order with no next page goes to order-success, and
 * a call to action without one keeps its written href, so neither strands a shopper.
 */
export function runtimeControls(data: FunnelData, html: string): Control[] {
  const funnel = data.page.funnel ? data.config.funnels[data.page.funnel] : undefined;
  const moves = runtimeMoves(data.page.template, /data-funnel-action="next"/.test(html));
  if (!funnel) return moves.map(([control]) => ({ control: `${control} (no main funnel)`, target: undefined }));
  const bought = takesOrders(data.page.template) && data.page.product ? [data.page.product] : [];
  const controls: Control[] = [];
  for (const [control, move] of moves)
    for (const device of DEVICES)
      for (const draw of DRAWS) {
        const ctx = locate(funnel, {
          path: `/${data.page.path}`,
          template: data.page.template,
          device,
          random: () => draw,
          stats: emptyUserStats,
          offersHeld: heldOffers(data.config.offers, bought),
        });
        const r = move(ctx);
        const target = r.ok
          ? r.target.kind === 'page'
            ? r.target.path
            : `/${data.shortcuts[r.target.shortcut]}`
          : undefined;
        if (target !== undefined || strands(data.page.template, control))
          controls.push({ control: `${control} on ${device}`, target });
      }
  return controls;
}

/** Every file of the built site, as site paths: '/survey.html', '/images/hero.svg'. */
function siteFiles(dist: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.add(`/${relative(dist, path).split('\\').join('/')}`);
    }
  };
  walk(dist);
  return files;
}

/**
 * The site path a target names, as the CDN serves it (`build.format: 'file'`), or undefined when
 * it leaves the site. `ownOrigins`: the live hosts a `{{placeholder}}` link names (this site).
 */
export function internalPath(target: string, pagePath: string, ownOrigins: readonly string[] = []): string | undefined {
  if (/^(#|mailto:|tel:|javascript:|data:)/i.test(target)) return undefined;
  const base = new URL(`https://site.invalid${pagePath}`);
  const url = new URL(target, base);
  if (url.origin !== base.origin && !ownOrigins.includes(url.origin)) return undefined;
  return decodeURIComponent(url.pathname);
}

/** Whether the built site answers a site path with a file (not the 404 page). */
export function exists(path: string, files: ReadonlySet<string>): boolean {
  const p = path.replace(/\/+$/, '') || '/index';
  return files.has(p) || files.has(`${p}.html`) || files.has(`${p}/index.html`);
}

/** Every call to action of every page of `dist` that leads to no page. */
export function walkCallsToAction(dist: string, ownOrigins: readonly string[] = []): DeadEnd[] {
  const files = siteFiles(dist);
  const dead: DeadEnd[] = [];
  for (const file of [...files].filter((f) => f.endsWith('.html')).sort()) {
    const page = file.replace(/\.html$/, '').replace(/^\/index$/, '/');
    const html = readFileSync(join(dist, file), 'utf8');
    const data = pageFunnelData(html);
    const controls = [...writtenControls(html), ...(data ? runtimeControls(data, html) : [])];
    const seen = new Set<string>();
    for (const { control, target } of controls) {
      const path = target === undefined ? undefined : internalPath(target, page, ownOrigins);
      if (target !== undefined && (path === undefined || exists(path, files))) continue;
      const finding = { page, control, target: target ?? "nothing: 'Page not found'" };
      const key = `${finding.control} ${finding.target}`;
      if (!seen.has(key)) dead.push(finding);
      seen.add(key);
    }
  }
  return dead;
}

/** One line per dead end: "/survey: "See my results" on Mobile → nothing: 'Page not found'". */
export const deadEndLine = (d: DeadEnd): string => `${d.page}: ${d.control} → ${d.target}`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(dist) || !statSync(dist).isDirectory()) {
    console.error(`cta-walk: no built site at ${dist}; run 'npx astro build' first`);
    process.exit(2);
  }
  const started = performance.now();
  const dead = walkCallsToAction(dist);
  const took = Math.round(performance.now() - started);
  for (const d of dead) console.log(deadEndLine(d));
  console.log(`cta-walk: ${dead.length} call(s) to action lead nowhere (${took} ms)`);
  process.exit(dead.length > 0 ? 1 : 0);
}
