/**
 * The build's checks of campaign windows (docs/marketers.md, "When it is sold"): each problem
 * names the file, entry and field. A window resolves into where a shopper goes before its start
 * and after its end (sale-windows.ts); these checks refuse the windows that would never sell, or
 * would send a shopper round in a circle: to the entry's own address, along successors that lead
 * back, or through the funnel that shows a dated page back to that page.
 */
import type { CampaignTimes, Destination, MainFunnel } from '../domain/funnel/types.ts';
import type { ManifestProblem } from './errors.ts';
import {
  campaignFunnel,
  destinationWindow,
  hasTimes,
  namesAPage,
  pageWindow,
  spanOf,
  storeZone,
  windowedAddresses,
} from './sale-windows.ts';
import type { Span } from '../domain/sale-window.ts';
import { isTimeZone, showStoreTime, windowInstant } from './store-time.ts';
import type { Manifest } from './types.ts';
import { listedAs } from './yaml-files.ts';

type Catalogue = Pick<Manifest, 'funnels' | 'destinations' | 'site' | 'pages'>;

/** One entry whose times are checked, with the addresses its window covers. */
interface Timed {
  file: string;
  entry: string;
  /** What its own addresses are called in a message: 'page', or a funnel's 'page' and 'generic URL'. */
  kind: 'page' | 'funnel';
  covers: ReadonlySet<string>;
  times: CampaignTimes;
}

/** The entries of the manifest that carry times, each with where it is written and what it covers. */
function timedEntries(m: Catalogue, entries: ReadonlyMap<string, string>): Timed[] {
  const windowed = windowedAddresses(m);
  // A funnel covers the windowed pages that are its own and the generic URLs into it.
  const fromFunnel = (f: MainFunnel) =>
    new Set(
      [
        ...m.pages.filter((p) => campaignFunnel(m, p) === f).map((p) => `/${p.path}`),
        ...m.destinations.filter((d) => d.defaultFunnel === f.uniqueIdentifier).map((d) => `/gu/${d.genericUrl}`),
      ].filter((a) => windowed.has(a)),
    );
  return [
    ...m.pages.map((p) => ({
      file: p.file,
      entry: entries.get(p.path) ?? `'${p.path}'`,
      kind: 'page' as const,
      covers: new Set([`/${p.path}`]),
      times: p as CampaignTimes,
    })),
    ...m.funnels.map((f, i) => ({
      file: 'campaigns/funnels.yaml',
      entry: listedAs(f, i, f.uniqueIdentifier),
      kind: 'funnel' as const,
      covers: fromFunnel(f),
      times: f,
    })),
    ...m.destinations.map((d, i) => ({
      file: 'campaigns/destinations.yaml',
      entry: listedAs(d, i, d.genericUrl),
      kind: 'page' as const,
      covers: new Set([`/gu/${d.genericUrl}`]),
      times: d,
    })),
  ];
}

/**
 * What is wrong with the times and successors: the time zone, a time that is no calendar time,
 * an end not after its start, a page window outside its funnel's, a successor that names no page
 * or leads back to where it started.
 */
export function windowProblems(m: Catalogue & Pick<Manifest, 'contentIds'>, entries: ReadonlyMap<string, string>) {
  const problems: ManifestProblem[] = [];
  if (!isTimeZone(m.site.timeZone))
    problems.push({
      file: 'campaigns/site.yaml',
      entry: '(file)',
      field: 'timeZone',
      message: `'${m.site.timeZone}' is no time zone; write an IANA name such as America/New_York, Europe/Berlin or UTC`,
    });
  const zone = storeZone(m.site);
  const targets = {
    pagePaths: new Set(m.pages.map((p) => p.path)),
    genericUrls: m.destinations.map((d) => d.genericUrl),
    contentIds: m.contentIds,
  };
  const ownSuccessors = new Set<string>();
  for (const t of timedEntries(m, entries)) {
    const add = (field: string, message: string) => problems.push({ file: t.file, entry: t.entry, field, message });
    const starts = t.times.starts === undefined ? undefined : windowInstant(t.times.starts, zone, 'start');
    const ends = t.times.ends === undefined ? undefined : windowInstant(t.times.ends, zone, 'end');
    if (typeof starts === 'string') add('starts', starts);
    if (typeof ends === 'string') add('ends', ends);
    if (typeof starts === 'number' && typeof ends === 'number' && ends <= starts)
      add(
        'ends',
        `it ends (${showStoreTime(ends, zone)}) before it starts (${showStoreTime(starts, zone)}): correct one of them`,
      );
    const successor = t.times.successor;
    if (successor === undefined) continue;
    if (!namesAPage(successor, targets))
      add('successor', `'${successor}' is no page of the site: name a generic URL (/gu/…) or a page that exists`);
    else if (t.covers.has(successor)) {
      ownSuccessors.add(successor);
      const own = t.kind === 'page' ? 'this page itself' : `this funnel's own ${ownAddress(successor)}`;
      add('successor', `'${successor}' is ${own}: name the campaign that follows it`);
    }
  }
  problems.push(
    ...neverSold(m, entries),
    ...neverDrawn(m),
    ...variantLoops(m, entries),
    ...successorLoops(m, entries, ownSuccessors),
  );
  return problems;
}

const ownAddress = (address: string) => (address.startsWith('/gu/') ? 'generic URL' : 'page');

/** A span in the store's words: 'from 2026-12-28 00:00 (…) until 2026-12-31 00:00 (…)'. */
function shownSpan(span: Span, zone: string): string {
  const from = span.starts === undefined ? [] : [`from ${showStoreTime(span.starts, zone)}`];
  const until = span.ends === undefined ? [] : [`until ${showStoreTime(span.ends, zone)}`];
  return [...from, ...until].join(' ');
}

const reversed = (span: Span) => span.starts !== undefined && span.ends !== undefined && span.ends <= span.starts;

/** Pages and generic URLs whose own window and their funnel's never meet: they would never be sold. */
function neverSold(m: Catalogue, entries: ReadonlyMap<string, string>): ManifestProblem[] {
  const zone = storeZone(m.site);
  const narrowed = [
    ...m.pages.map((p) => ({
      file: p.file,
      entry: entries.get(p.path) ?? `'${p.path}'`,
      times: p as CampaignTimes,
      funnel: campaignFunnel(m, p),
    })),
    ...m.destinations.map((d, i) => ({
      file: 'campaigns/destinations.yaml',
      entry: listedAs(d, i, d.genericUrl),
      times: d,
      funnel: m.funnels.find((f) => f.uniqueIdentifier === d.defaultFunnel),
    })),
  ];
  const problems: ManifestProblem[] = [];
  for (const { file, entry, times, funnel } of narrowed) {
    if (!funnel || !hasTimes(times) || !hasTimes(funnel)) continue;
    const own = spanOf(times, zone);
    const theirs = spanOf(funnel, zone);
    const starts = Math.max(own.starts ?? -Infinity, theirs.starts ?? -Infinity);
    const ends = Math.min(own.ends ?? Infinity, theirs.ends ?? Infinity);
    // An end before its own start, the entry's or the funnel's, is reported on its own field.
    if (reversed(own) || reversed(theirs) || ends > starts) continue;
    const late = own.starts !== undefined && theirs.ends !== undefined && own.starts >= theirs.ends;
    problems.push({
      file,
      entry,
      field: late ? 'starts' : 'ends',
      message: `its window (${shownSpan(own, zone)}) and funnel ${funnel.uniqueIdentifier}'s (${shownSpan(theirs, zone)}) never meet: it would never be sold; give it dates inside the funnel's window, or none`,
    });
  }
  return problems;
}

/**
 * A destination's split into a dated funnel whose window never meets the generic URL's: the page
 * leaves that funnel out of every draw (domain/funnel/destination.ts armsOnSale), so its share
 * would never be drawn and the test never run.
 */
function neverDrawn(m: Catalogue): ManifestProblem[] {
  const zone = storeZone(m.site);
  const problems: ManifestProblem[] = [];
  m.destinations.forEach((d, i) => {
    if (!d.splitTestEnabled) return;
    const own: Span = destinationWindow(m, d) ?? {};
    d.splitTesting.forEach((t, j) => {
      const funnel = m.funnels.find((f) => f.uniqueIdentifier === t.funnel);
      if (!funnel || !hasTimes(funnel)) return;
      const theirs = spanOf(funnel, zone);
      if (reversed(theirs) || reversed(own)) return; // reported on its own field
      const starts = Math.max(own.starts ?? -Infinity, theirs.starts ?? -Infinity);
      const ends = Math.min(own.ends ?? Infinity, theirs.ends ?? Infinity);
      if (ends > starts) return;
      problems.push({
        file: 'campaigns/destinations.yaml',
        entry: listedAs(d, i, d.genericUrl),
        field: `splitTesting.${j}.funnel`,
        message: `funnel ${funnel.uniqueIdentifier} is sold ${shownSpan(theirs, zone)}, /gu/${d.genericUrl} ${shownSpan(own, zone)}: they never meet, so its share would never be drawn; split it into a funnel sold meanwhile, or take it out of the split`,
      });
    });
  });
  return problems;
}

/** Whether a generic URL sends shoppers into `funnelId` (by default or in its split test). */
const leadsInto = (d: Destination, funnelId: string) =>
  d.defaultFunnel === funnelId || (d.splitTestEnabled && d.splitTesting.some((s) => s.funnel === funnelId));

/**
 * Dated pages that a funnel shows as a step's variant, sent before their start or after their end
 * to a generic URL into that same funnel: its variant choice (remembered per shopper) may pick
 * the page again, round and round.
 */
function variantLoops(m: Catalogue, entries: ReadonlyMap<string, string>): ManifestProblem[] {
  const zone = storeZone(m.site);
  const problems: ManifestProblem[] = [];
  for (const page of m.pages) {
    const w = pageWindow(m, page);
    if (!w) continue;
    for (const funnel of m.funnels) {
      const step = funnel.defaultFunnels.find((s) => s.variants.some((v) => v.url === page.path));
      if (!step) continue;
      // A funnel that ends with the page sends nobody back to it: only one that sells on does.
      const sold = spanOf(funnel, zone);
      const back = (target: string, edge: 'start' | 'end') => {
        const d = m.destinations.find((x) => `/gu/${x.genericUrl}` === target);
        if (!d || !leadsInto(d, funnel.uniqueIdentifier)) return false;
        if (edge === 'start') return sold.starts === undefined || sold.starts < w.starts!;
        const ends = [sold.ends, destinationWindow(m, d)?.ends];
        return ends.every((e) => e === undefined || e > w.ends!);
      };
      const add = (field: string, when: string, target: string) =>
        problems.push({
          file: page.file,
          entry: entries.get(page.path) ?? `'${page.path}'`,
          field,
          message: `${when} the shopper goes to ${target}: ${loopWords(target, funnel, step.step)}`,
        });
      if (w.starts !== undefined && back(w.before, 'start')) add('starts', 'before its start', w.before);
      if (w.ends !== undefined && back(w.after, 'end'))
        add(page.successor === w.after ? 'successor' : 'ends', 'after its end', w.after);
    }
  }
  return problems;
}

/** Why a variant's target leads back to it, and the two ways out. */
function loopWords(target: string, funnel: MainFunnel, step: number): string {
  return `${target} leads into funnel ${funnel.uniqueIdentifier}, which shows this page at step ${step}, so the shopper could be sent back here, round and round; give the dated page a funnel of its own with these dates (npm run campaign:new … --starts … --ends …), or take it out of step ${step}'s variants`;
}

/** The entry whose `successor` (or, without one, whose times) sends a windowed address where it goes. */
function successorEntry(m: Catalogue, entries: ReadonlyMap<string, string>, address: string) {
  const funnelEntry = (f: MainFunnel | undefined) =>
    f?.successor === undefined
      ? undefined
      : { file: 'campaigns/funnels.yaml', entry: listedAs(f, m.funnels.indexOf(f), f.uniqueIdentifier) };
  const page = m.pages.find((p) => `/${p.path}` === address);
  if (page) {
    const own = { file: page.file, entry: entries.get(page.path) ?? `'${page.path}'` };
    return page.successor === undefined ? (funnelEntry(campaignFunnel(m, page)) ?? own) : own;
  }
  const d = m.destinations.find((x) => `/gu/${x.genericUrl}` === address)!;
  const own = { file: 'campaigns/destinations.yaml', entry: listedAs(d, m.destinations.indexOf(d), d.genericUrl) };
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === d.defaultFunnel);
  return d.successor === undefined ? (funnelEntry(funnel) ?? own) : own;
}

/**
 * Successors that lead back to where they started, once every page in the chain has ended; a
 * successor that is the entry's own address (`reportedOwn`) is reported on its own field.
 */
function successorLoops(
  m: Catalogue,
  entries: ReadonlyMap<string, string>,
  reportedOwn: ReadonlySet<string>,
): ManifestProblem[] {
  const next = new Map([...windowedAddresses(m)].map(([address, w]) => [address, w.after]));
  const problems: ManifestProblem[] = [];
  const reported = new Set<string>();
  for (const start of next.keys()) {
    const chain = [start];
    let at = next.get(start);
    while (at !== undefined && !chain.includes(at)) {
      chain.push(at);
      at = next.get(at);
    }
    if (at !== start || chain.some((a) => reported.has(a))) continue;
    if (chain.length === 1 && reportedOwn.has(start)) continue;
    chain.forEach((a) => reported.add(a));
    problems.push({
      ...successorEntry(m, entries, start),
      field: 'successor',
      message: `successors go round in a circle once these end: ${[...chain, start].join(' → ')}; point the last one at a campaign that runs on`,
    });
  }
  return problems;
}
