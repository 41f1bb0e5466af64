/**
 * `npm run campaign:new`: adds a whole campaign, or one dated or bundle page, to the manifest
 * (R-GEN-1, R-GEN-2).
 *
 *   npm run campaign:new -- --campaign WINTER26 --product SkinRenewElixir --like RENEW01
 *   npm run campaign:new -- --family os --date 221220 --variant b --product SkinRenewElixir
 *
 * Without flags in a terminal it asks, with the choices the manifest offers. The edits are made
 * to a temporary copy of `campaigns/` (or `$CAMPAIGNS_DIR`) first and the copy loaded with the
 * build's own checks; only when it passes are the real files changed (lines appended, so their
 * comments and layout stay). A problem is printed as the build prints it (file, entry, field,
 * why) and no file changes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as p from '@clack/prompts';
import { ManifestError } from '../src/manifest/errors.ts';
import { bundleRegions, families, resolveFamily, yymmdd } from '../src/manifest/families.ts';
import { campaignsDir, type Manifest } from '../src/manifest/load.ts';
import type { CampaignAnswers } from '../src/manifest/new-campaign.ts';
import {
  anchorsIn,
  appendLine,
  defaultTitle,
  familyFile,
  familyFiles,
  flowLine,
  missingArticle,
  newEntry,
  type NewEntryAnswers,
} from '../src/manifest/new-entry.ts';
import { storeZone } from '../src/manifest/sale-windows.ts';
import { familyNames, type FamilyName } from '../src/manifest/schemas.ts';
import { checkEdits, manifestAt, problemLines } from './campaign/checked-edit.ts';
import { advertorialChoices, localAddress } from './campaign/answers.ts';
import { addCampaign, askCampaign } from './campaign/whole-campaign.ts';

const usage = `Adds a whole campaign, or one page, to the campaign manifest.

A whole campaign: its dated pages (the landing pages of the funnel it is like, an order form
split a/b 50/50), a funnel through the product's offers, and a generic URL /gu/<slug>:

  npm run campaign:new -- --campaign WINTER26 --product SkinRenewElixir --like RENEW01

  --campaign  the campaign's name, also its funnel's uniqueIdentifier
  --product   a product id of campaigns/products.yaml
  --like      the funnel whose steps are copied (default: the product's own, site.funnels)
  --date      YYMMDD of its pages (default: today, in the store's time zone)
  --slug      the generic URL /gu/<slug> (default: the campaign's name in lower case)
  --content   advertorial copy, when the product has none of its own
  --starts    YYMMDD: the first day it is sold (default: at once)
  --ends      YYMMDD: the last day it is sold (default: no end)
  --successor where shoppers go after the last day, e.g. /gu/winter26 (default: home)

One page:

  npm run campaign:new -- --family os --date 221220 --variant b --product SkinRenewElixir

  --family    pl, video, survey, os or bundle
  --date      YYMMDD (dated families; default: today)
  --variant   a or b (default a)
  --region    CTUS, DS or US, and --units, for bundle pages
  --product   a product id of campaigns/products.yaml
  --content   a Markdown id under campaigns/content (advertorials; default: the product's latest)
  --funnel    the main funnel the page runs in (default: the rules in docs/marketers.md)
  --template  only to override the family's template
  --title     default: as the family's entries read, e.g. "Secure order: Skin Renew Elixir"

Run without flags in a terminal to be asked.`;

const flagNames = [
  ...['family', 'date', 'variant', 'region', 'units', 'product', 'content', 'funnel', 'template', 'title'],
  ...['campaign', 'like', 'slug', 'starts', 'ends', 'successor'],
];
const campaignFlags = new Set([
  'campaign',
  'product',
  'like',
  'date',
  'slug',
  'content',
  'starts',
  'ends',
  'successor',
]);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The answers from the flags; exits with the usage when there are none and nobody to ask. */
async function answersFrom(argv: string[], manifest: Manifest): Promise<NewEntryAnswers | CampaignAnswers> {
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(flagNames.map((n) => [n, { type: 'string' as const }]));
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (Object.keys(values).length === 0) {
    if (!process.stdin.isTTY) fail(usage);
    p.intro('Add to the campaign manifest');
    const what = answered(
      await p.select({
        message: 'Add',
        options: [
          { value: 'campaign', label: 'a whole campaign', hint: 'pages, funnel, generic URL' },
          { value: 'page', label: 'one page' },
        ],
      }),
    );
    return what === 'campaign' ? askCampaign(manifest, answered, funnelsText()) : ask(manifest);
  }
  if (typeof values.campaign === 'string') {
    const extra = Object.keys(values).filter((k) => !campaignFlags.has(k));
    if (extra.length > 0) fail(`--${extra[0]} is for one page, not with --campaign\n\n${usage}`);
    if (typeof values.product !== 'string') {
      if (!process.stdin.isTTY)
        fail(`field 'product': missing; one of ${manifest.products.map((x) => x.id).join(', ')}`);
      return askCampaign(manifest, answered, funnelsText(), values.campaign);
    }
    const v = values as Record<string, string | undefined>;
    return {
      campaign: values.campaign,
      product: values.product,
      date: v.date ?? yymmdd(new Date(), storeZone(manifest.site)),
      like: v.like,
      slug: v.slug,
      content: v.content,
      starts: v.starts,
      ends: v.ends,
      successor: v.successor,
    };
  }
  const family = values.family as string | undefined;
  if (!family) fail(`field 'family': missing; one of ${familyNames.join(', ')}\n\n${usage}`);
  if (!(familyNames as readonly string[]).includes(family))
    fail(`field 'family': unknown family '${family}'; one of ${familyNames.join(', ')}`);
  return { ...(values as Record<string, string>), family: family as FamilyName };
}

/** Unwraps a prompt answer, leaving quietly when the marketer cancels. */
function answered<T>(value: T | symbol): Exclude<T, symbol> {
  if (p.isCancel(value)) {
    p.cancel('Nothing added.');
    process.exit(1);
  }
  return value as Exclude<T, symbol>;
}

/** Asks for each field, with the families, products, contents and funnels of the manifest. */
async function ask(m: Manifest): Promise<NewEntryAnswers> {
  const family = answered(
    await p.select<FamilyName>({
      message: 'Family',
      options: familyNames.map((f) => ({
        value: f,
        label: f,
        hint: f === 'bundle' ? '<region>_<units>-Unit-<product>' : `${f}<YYMMDD>…_ap, ${families[f].template}`,
      })),
    }),
  );
  const a: NewEntryAnswers = { family };
  if (family === 'bundle') {
    const region = answered(
      await p.select({ message: 'Region', options: Object.keys(bundleRegions).map((r) => ({ value: r })) }),
    ) as keyof typeof bundleRegions;
    a.region = region;
    a.units = String(
      answered(await p.select({ message: 'Units', options: bundleRegions[region].map((u) => ({ value: u })) })),
    );
  } else {
    const fam = families[family];
    // Today is the hint and what an empty answer means; what the marketer types replaces it whole.
    const today = yymmdd(new Date(), storeZone(m.site));
    a.date =
      answered(
        await p.text({
          message: 'Date (YYMMDD)',
          placeholder: today,
          defaultValue: today,
          validate: (v) => {
            if (!v) return undefined;
            const result = resolveFamily({ title: 't', family, date: v, variant: fam.variants[0] });
            return result && 'field' in result ? result.message : undefined;
          },
        }),
      ) || today;
    a.variant =
      fam.variants.length === 1
        ? fam.variants[0]
        : answered(await p.select({ message: 'Variant', options: fam.variants.map((v) => ({ value: v })) }));
  }
  a.product = answered(
    await p.select({ message: 'Product', options: m.products.map((pr) => ({ value: pr.id, hint: pr.name })) }),
  );
  if (family === 'pl')
    a.content = answered(await p.select({ message: 'Advertorial copy', options: advertorialChoices(m, a.product) }));
  const funnel = answered(
    await p.select({
      message: 'Main funnel',
      options: [
        { value: '', label: '(by the usual rules)', hint: 'docs/marketers.md' },
        ...m.funnels.map((f) => ({ value: f.uniqueIdentifier })),
      ],
    }),
  );
  if (funnel) a.funnel = funnel;
  const title = defaultTitle(a, m.products, m.pages);
  a.title = answered(
    await p.text({ message: 'Title', initialValue: title, validate: (v) => (v ? undefined : 'a title') }),
  );
  return a;
}

const root = resolve(campaignsDir());
const funnelsText = () => readFileSync(join(root, 'funnels.yaml'), 'utf8');
const manifest = await manifestAt(root);
if (manifest instanceof ManifestError)
  fail(`The manifest has problems already; fix them first.\n${problemLines(manifest)}`);

const request = await answersFrom(process.argv.slice(2), manifest);
if ('campaign' in request) {
  const outcome = await addCampaign(request, manifest, root);
  if (outcome.status !== 0) fail(outcome.out);
  console.log(outcome.out);
  process.exit(0);
}
const answers = request;
answers.date ??= answers.family === 'bundle' ? undefined : yymmdd(new Date(), storeZone(manifest.site));
const noArticle = missingArticle(answers, manifest.pages, manifest.contentIds);
if (noArticle) fail(`Not added: ${noArticle}`);
const file = resolve(familyFile(answers.family, manifest.pages) ?? join(root, familyFiles[answers.family]));
const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
const line = flowLine(newEntry(answers, manifest.products, manifest.pages, anchorsIn(before, answers.family)));

// The same checks as the build, on a copy with the line added.
const result = await checkEdits(root, new Map([[file, appendLine(before, line)]]));
const shown = relative(process.cwd(), file);
if (typeof result === 'string') fail(`Not added; ${shown} is unchanged:\n${line}\n${result}`);

const known = new Set(manifest.pages.map((pg) => pg.path));
const path = result.pages.find((pg) => !known.has(pg.path))?.path;
writeFileSync(file, appendLine(before, line));
console.log(`Added to ${shown}:\n${line}\n`);
console.log(`Path:    /${path}`);
console.log(
  `Preview: ${localAddress(`/${path}`)}  (after npm start -- --build${process.env.PORT ? '' : "; npm start's port 4321, or the PORT it runs on"})`,
);
