/**
 * `npm run campaign:retire -- --campaign BFRIDAY26 --to /gu/winter26`: removes a campaign's funnel,
 * its generic URLs and its own pages from the manifest, and keeps every one of their addresses in
 * `campaigns/redirects.yaml`, so each answers a 301 to the successor on every engine with the ad's
 * whole query string (docs/marketers.md, "Planning, ending and renaming a campaign"). As
 * `campaign:new` does, it applies the edits to a copy of `campaigns/` and runs the build's checks
 * on it first (the successor must be a page, no redirect may go round in a circle); on any problem
 * it prints the build's words and changes no file.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ManifestError } from '../src/manifest/errors.ts';
import { resolveFamily } from '../src/manifest/families.ts';
import { campaignsDir } from '../src/manifest/load.ts';
import { appendLine } from '../src/manifest/new-entry.ts';
import { planRetire, redirectLines, withoutEntries, withoutGenericUrls } from '../src/manifest/retire-campaign.ts';
import { storeZone } from '../src/manifest/sale-windows.ts';
import type { PageEntry } from '../src/manifest/schemas.ts';
import { storeDay } from '../src/manifest/store-time.ts';
import { localAddress } from './campaign/answers.ts';
import { checkEdits, manifestAt, problemLines } from './campaign/checked-edit.ts';

const usage = `Retires a campaign: removes its funnel, generic URLs and own pages, and keeps their addresses
as redirects to the campaign that follows it (the ad's query string kept).

  npm run campaign:retire -- --campaign BFRIDAY26 --to /gu/winter26

  --campaign  the campaign's funnel (its uniqueIdentifier)
  --to        where its addresses lead now: a generic URL (/gu/…) or a page (/os261224a_ap)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { campaign?: string; to?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { campaign: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.campaign || !values.to) fail(usage);

const root = resolve(campaignsDir());
const manifest = await manifestAt(root);
if (manifest instanceof ManifestError)
  fail(`The manifest has problems already; fix them first.\n${problemLines(manifest)}`);

const plan = planRetire(manifest, values.campaign, values.to);
if (Array.isArray(plan))
  fail(
    `Not retired; no file changed:\n${plan.map((p) => `  - campaign ${values.campaign}: field '${p.field}': ${p.message}`).join('\n')}`,
  );

const id = plan.funnel.uniqueIdentifier;
const file = (name: string) => join(root, name);
const text = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
const edits = new Map<string, string>();
const isEntry = (key: string, names: readonly string[]) => (e: unknown) =>
  typeof e === 'object' && e !== null && names.includes(String((e as Record<string, unknown>)[key]));
const campaignComment = new RegExp(`^# Campaign ${id}:`);

edits.set(
  file('funnels.yaml'),
  withoutEntries(text(file('funnels.yaml')), isEntry('uniqueIdentifier', [id]), campaignComment),
);
edits.set(
  file('destinations.yaml'),
  withoutEntries(text(file('destinations.yaml')), isEntry('genericUrl', plan.genericUrls)),
);
edits.set(file('site.yaml'), withoutGenericUrls(text(file('site.yaml')), plan.genericUrls));
/** The path a raw page entry resolves to: written, or given by its family. */
const pathOf = (e: unknown): string | undefined => {
  const entry = e as PageEntry;
  if (typeof entry.path === 'string') return entry.path;
  const family = resolveFamily(entry);
  return family && 'path' in family ? family.path : undefined;
};
for (const [pagesFile, paths] of plan.pages) {
  const path = resolve(pagesFile);
  edits.set(
    path,
    withoutEntries(text(path), (e) => paths.includes(pathOf(e) ?? '')),
  );
}
const day = storeDay(Date.now(), storeZone(manifest.site));
const redirectsFile = file('redirects.yaml');
const header =
  '# yaml-language-server: $schema=./schemas/redirects.schema.json\n# Retired addresses: each answers a 301 to `to`, the whole query string kept (docs/marketers.md).\n';
edits.set(redirectsFile, appendLine(text(redirectsFile) || header, redirectLines(plan, day)));

const checked = await checkEdits(
  root,
  edits,
  plan.contents.map((c) => join(root, 'content', `${c}.md`)),
);
if (typeof checked === 'string') fail(`Not retired; no file changed. The build would say:\n${checked}`);

for (const [path, t] of edits) writeFileSync(path, t);
for (const c of plan.contents) rmSync(join(root, 'content', `${c}.md`));
const shown = (path: string) => relative(process.cwd(), path) || path;
const removed = [...plan.pages].map(([f, ps]) => `  ${shown(resolve(f))}  − ${ps.join(', ')}`);
console.log(
  [
    `Campaign ${id} retired: its addresses lead to ${values.to}, the query string kept.`,
    `  ${shown(file('funnels.yaml'))}  − funnel ${id}`,
    ...plan.genericUrls.map(
      (g) => `  ${shown(file('destinations.yaml'))}  − /gu/${g} (and from site.yaml's genericUrls)`,
    ),
    ...removed,
    ...plan.contents.map((c) => `  ${shown(join(root, 'content', `${c}.md`))}  − its own copy`),
    `  ${shown(redirectsFile)}  + ${plan.redirects.length} redirects to ${values.to}`,
    '',
    `Try one: ${localAddress(`${plan.redirects[0]!.from}?utm_source=test`)} → ${values.to}?utm_source=test`,
    "(after npm start -- --build; the split-test report keeps the campaign's numbers)",
  ].join('\n'),
);
