/**
 * `npm run campaign:new -- --campaign WINTER26 --product SkinRenewElixir [--like RENEW01]`:
 * a whole campaign in one command (R-GEN-1). The plan (src/manifest/new-campaign.ts) is applied
 * to a copy of `campaigns/` and checked as the build checks; only then are the files written.
 * Run again, it says what exists and changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as p from '@clack/prompts';
import { dateProblem, yymmdd } from '../../src/manifest/families.ts';
import type { Manifest } from '../../src/manifest/load.ts';
import {
  existingCampaign,
  planCampaign,
  stepSummary,
  withGenericUrl,
  type CampaignAnswers,
  type CampaignPlan,
} from '../../src/manifest/new-campaign.ts';
import { storeZone } from '../../src/manifest/sale-windows.ts';
import { showStoreTime, windowInstant } from '../../src/manifest/store-time.ts';
import { advertorialChoices, localAddress } from './answers.ts';
import { anchorsIn, appendLine, flowLine, newEntry } from '../../src/manifest/new-entry.ts';
import { checkEdits } from './checked-edit.ts';

/** The outcome for the shell: what to print and the exit status. */
export interface Outcome {
  status: number;
  out: string;
}

const shown = (file: string) => relative(process.cwd(), file) || file;

/** Asks for the campaign's product, the funnel it is like, its date and generic URL. */
export async function askCampaign(
  m: Manifest,
  answered: <T>(v: T | symbol) => Exclude<T, symbol>,
  funnelsText: string,
  name?: string,
): Promise<CampaignAnswers> {
  const campaign =
    name ??
    answered(
      await p.text({
        message: 'Campaign name (the funnel id, e.g. WINTER26)',
        validate: (v) => (v && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(v) ? undefined : 'letters, digits, "_" and "-"'),
      }),
    );
  const product = answered(
    await p.select({ message: 'Product', options: m.products.map((pr) => ({ value: pr.id, hint: pr.name })) }),
  );
  const own = m.site.funnels?.byProduct[product] ?? m.site.funnels?.default;
  const like = answered(
    await p.select({
      message: 'Copy the steps of funnel',
      initialValue: own,
      options: m.funnels.map((f) => ({ value: f.uniqueIdentifier, hint: stepSummary(f) })),
    }),
  );
  const today = yymmdd(new Date(), storeZone(m.site));
  // Today is the hint and what an empty answer means; what the marketer types replaces it whole.
  const day = async (message: string, fallback?: string) =>
    answered(
      await p.text({
        message,
        placeholder: fallback ?? 'none',
        defaultValue: fallback ?? '',
        validate: (v) => (v ? dateProblem(v) : undefined),
      }),
    ) || undefined;
  const date = (await day('Date of its pages (YYMMDD)', today))!;
  const starts = await day('First day on sale (YYMMDD; empty: at once)');
  const ends = await day('Last day on sale (YYMMDD; empty: no end)');
  const successor = ends
    ? answered(
        await p.text({
          message: 'After the last day, send shoppers to (a generic URL or page)',
          placeholder: '/',
          defaultValue: '/',
          validate: (v) => (!v || v.startsWith('/') ? undefined : 'a path of this site, e.g. /gu/winter26'),
        }),
      )
    : undefined;
  const slugDefault = campaign.toLowerCase();
  const slug =
    answered(await p.text({ message: 'Generic URL: /gu/…', placeholder: slugDefault, defaultValue: slugDefault })) ||
    slugDefault;
  const answers: CampaignAnswers = { campaign, product, like, date, slug, starts, ends, successor };
  // A landing page needs copy of the product's own: asked now rather than refused after.
  const plan = planCampaign(answers, m, funnelsText);
  if (Array.isArray(plan) && plan.some((pr) => pr.field === 'content'))
    answers.content = answered(
      await p.select({
        message: `${product} has no advertorial of its own: the copy of its landing page`,
        options: advertorialChoices(m, product),
      }),
    );
  return answers;
}

/** Plans, checks on a copy and writes the campaign; or says why not, changing nothing. */
export async function addCampaign(a: CampaignAnswers, m: Manifest, root: string): Promise<Outcome> {
  const local = localAddress;

  const existing = existingCampaign(m, a.campaign);
  if (existing) {
    const lines = [
      `Campaign ${a.campaign} exists already; nothing changed.`,
      `  funnel:      ${a.campaign} in campaigns/funnels.yaml (${stepSummary(existing.funnel)})`,
      ...(existing.genericUrl
        ? [`  generic URL: /gu/${existing.genericUrl}  ${local(`/gu/${existing.genericUrl}`)}`]
        : []),
      `  pages:       ${existing.paths.map((x) => `/${x}`).join(', ')}`,
    ];
    const sameProduct = m.pages.find((pg) => pg.path === existing.funnel.orderForm)?.product === a.product;
    if (!sameProduct) lines.push(`It sells another product: give the new campaign another --campaign name.`);
    return { status: sameProduct ? 0 : 1, out: lines.join('\n') };
  }

  const funnelsFile = join(root, 'funnels.yaml');
  const destinationsFile = join(root, 'destinations.yaml');
  const siteFile = join(root, 'site.yaml');
  const plan = planCampaign(a, m, readFileSync(funnelsFile, 'utf8'));
  if (Array.isArray(plan))
    return {
      status: 1,
      out: `Not added; no file changed:\n${plan.map((pr) => `  - campaign ${a.campaign}: field '${pr.field}': ${pr.message}`).join('\n')}`,
    };

  // Every edit as a file's new text: appended lines, one changed value in site.yaml.
  const edits = new Map<string, string>();
  const text = (file: string) => edits.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const added = plan.pages.filter((pg) => !pg.exists);
  for (const pg of added) {
    const file = resolve(pg.file);
    const before = text(file);
    const entry = newEntry(pg.answers, m.products, m.pages, anchorsIn(before, pg.family));
    edits.set(file, appendLine(before, flowLine(entry)));
  }
  edits.set(funnelsFile, appendLine(text(funnelsFile), plan.funnelYaml.trimEnd()));
  edits.set(destinationsFile, appendLine(text(destinationsFile), plan.destinationYaml.trimEnd()));
  edits.set(siteFile, withGenericUrl(text(siteFile), plan.slug));
  for (const copy of plan.contentCopies) edits.set(join(root, 'content', `${copy.to}.md`), copiedContent(root, copy));

  const checked = await checkEdits(root, edits);
  if (typeof checked === 'string')
    return { status: 1, out: `Not added; no file changed. The build would say:\n${checked}` };

  for (const [file, t] of edits) writeFileSync(file, t);
  const funnel = checked.funnels.find((f) => f.uniqueIdentifier === plan.id)!;
  const byFile = new Map<string, string[]>();
  for (const pg of added)
    byFile.set(shown(resolve(pg.file)), [...(byFile.get(shown(resolve(pg.file))) ?? []), pg.path]);
  const width = Math.max(...[...byFile.keys(), shown(funnelsFile), shown(destinationsFile)].map((f) => f.length));
  const row = (file: string, what: string) => `  ${file.padEnd(width)}  ${what}`;
  const paths = [...new Set(funnel.defaultFunnels.flatMap((s) => s.variants.map((v) => v.url)))];
  const lines = [
    `Campaign ${plan.id} added: ${a.product}, pages dated ${a.date}, steps copied from ${plan.like}.`,
    ...[...byFile].map(([file, ps]) => row(file, `+ ${ps.join(', ')}`)),
    row(shown(funnelsFile), `+ funnel ${plan.id}: ${stepSummary(funnel)}`),
    row('', `  order form split 50/50 (split test ${plan.splitTest})`),
    ...plan.dropped.map((d) => row('', `  left out: ${d}`)),
    row('', `  ${failRoute(plan)}`),
    ...plan.contentCopies.map((c) =>
      row(
        shown(join(root, 'content', `${c.to}.md`)),
        `+ copy of ${c.from}, its links to ${c.links.map(([f]) => gu(f)).join(', ')} now to /gu/${plan.slug}`,
      ),
    ),
    row(shown(destinationsFile), `+ /gu/${plan.slug} → ${plan.id}`),
    row(shown(siteFile), `genericUrls + ${plan.slug}`),
    ...plan.pages.filter((pg) => pg.exists).map((pg) => row('', `/${pg.path} exists already: reused`)),
    ...windowLines(plan, checked),
    '',
    `Send traffic to: ${local(`/gu/${plan.slug}`)}`,
    'Pages:',
    ...paths.map((x) => `  /${x.padEnd(28)} ${local(`/${x}`)}`),
    `Funnel map:      ${local('/__sandbox/funnels')}`,
    `(after npm start -- --build${process.env.PORT ? '' : "; npm start's port 4321, or the PORT it runs on"})`,
  ];
  return { status: 0, out: lines.join('\n') };
}

/** '/gu/ageless-offer' of a link target as written ('{{funnelBaseUrl}}/gu/ageless-offer'). */
const gu = (target: string) => target.slice(target.indexOf('/gu/'));

/** What a refused payment on the new order form does, said back. */
function failRoute(plan: CampaignPlan): string {
  return plan.failStep.rebuilt
    ? `a refused payment stays on the order form to pay again (nextPageFail: ${plan.failStep.step}): the like funnel's failure page is not in this campaign`
    : `a refused payment goes to step ${plan.failStep.step} (nextPageFail)`;
}

/** When the campaign is sold, said back in the store's time zone, and what follows it. */
function windowLines(plan: CampaignPlan, m: Manifest): string[] {
  const zone = storeZone(m.site);
  const at = (text: string, edge: 'start' | 'end') => {
    const ms = windowInstant(text, zone, edge);
    return typeof ms === 'number' ? showStoreTime(ms, zone) : text;
  };
  const { starts, ends, successor } = plan.window;
  if (!starts && !ends) return [`On sale:         at once, with no end (--starts, --ends set a window)`];
  return [
    `On sale:         ${starts ? `from ${at(starts, 'start')}` : 'at once'}${ends ? `, until ${at(ends, 'end')}` : ', with no end'}`,
    ...(ends
      ? [
          `Then:            shoppers go to ${successor ?? '/ (the home page; --successor names the campaign that follows)'}`,
        ]
      : []),
  ];
}

/** The text of an advertorial's copy for the campaign: the same Markdown, its campaign links pointed at the new one. */
function copiedContent(root: string, copy: CampaignPlan['contentCopies'][number]): string {
  let text = readFileSync(join(root, 'content', `${copy.from}.md`), 'utf8');
  for (const [from, to] of copy.links)
    text = text.replaceAll(`(${from})`, `(${to})`).replaceAll(`"${from}"`, `"${to}"`);
  return text;
}
