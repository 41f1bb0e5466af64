/**
 * The checks of main funnels and destinations that need the other files (R-CFG-2 … R-CFG-6):
 * every page, step and funnel they name exists; the yes/no fields sit on the steps that read
 * them (R-FLOW-2); a split test has its id and shares that add up to 100. Steps are named by
 * their number (`step 2`), as the marketer wrote them.
 */
import { FUNNEL_NOT_SETUP } from '../domain/funnel/setup-check.ts';
import { isDownsell, isPlainStep, isUpsell } from '../domain/funnel/step-kinds.ts';
import type { Destination, FunnelStep, MainFunnel } from '../domain/funnel/types.ts';
import { roundedWeight } from '../domain/funnel/weighted.ts';
import { didYouMean } from './closest.ts';
import type { ManifestProblem } from './errors.ts';
import { stepField, variantField } from './fields.ts';
import { listedAs } from './yaml-files.ts';

/** What the funnel checks read besides the funnels: the names that exist. */
export interface FunnelRefs {
  pagePaths: ReadonlySet<string>;
  bumpIds: ReadonlySet<string>;
  funnelIds: ReadonlySet<string>;
  /** Names of entries left out for their own problems: naming one is not a second problem. */
  leftOut: ReadonlySet<string>;
}

/** "100.8" rather than "100.80000000000001". */
const shown = (n: number) => String(Math.round(n * 1000) / 1000);
const isHundred = (n: number) => Math.round(n * 1000) === 100_000;

/** The yes/no fields (R-FLOW-2); on a plain step only overrideYes is read: where "next" goes instead. */
const YES_NO_FIELDS = ['upsell', 'downsell', 'overrideYes', 'overrideNo'] as const;

/** Why a yes/no field on this step does nothing or names the wrong kind of step; undefined when it fits. */
function yesNoProblem(step: FunnelStep, key: (typeof YES_NO_FIELDS)[number], target: FunnelStep): string | undefined {
  if (isPlainStep(step) && key !== 'overrideYes')
    return `'${key}' is read only on Upsell and DownSell steps (a yes or no leads there); a ${step.type} step goes on to the next step, or to overrideYes when set: remove it, or make this step an Upsell`;
  if (key === 'downsell' && isDownsell(step))
    return `'downsell' is read only on an Upsell step (where "no thanks" leads); on a DownSell step a no goes to overrideNo, else the next upsell: use overrideNo`;
  if (target.step === step.step) return `'${key}' names this step itself, so it is ignored; name another step`;
  if (key === 'downsell' && !isDownsell(target))
    return `'downsell' names step ${target.step} '${target.name}', a ${target.type} step: name a DownSell step, or use overrideNo`;
  if (key === 'upsell' && !isUpsell(target))
    return `'upsell' names step ${target.step} '${target.name}', a ${target.type} step: name an Upsell step, or use overrideYes`;
  return undefined;
}

/** The problems of one step's split test (R-CFG-3, R-CFG-4). */
function splitProblems(funnel: MainFunnel, s: FunnelStep, add: (field: string, message: string) => void): void {
  if (s.splitTestEnabled) {
    if (s.splitTesting.length === 0)
      add(
        stepField(s.step, 'splitTesting'),
        `the split test has no id, so the split-test report never shows it: add \`splitTesting: [{ sfid: ST-${funnel.uniqueIdentifier}-${s.step} }]\``,
      );
    const sum = s.variants.reduce((t, v) => t + v.percentage, 0);
    if (!isHundred(sum))
      add(
        stepField(s.step, 'variants'),
        `the variants' percentages add up to ${shown(sum)}, not 100 (${s.variants.map((v) => `${v.sfid} ${shown(v.percentage)}`).join(', ')}): change them so they add up to 100`,
      );
  } else if (s.variants.length > 1 && s.variants.filter((v) => v.default).length !== 1) {
    add(
      stepField(s.step, 'variants'),
      'without a split test exactly one variant must be the default: set `default: true` on one, or `splitTestEnabled: true` on the step',
    );
  }
}

/** Every problem of the main funnels. */
export function checkFunnels(funnels: readonly MainFunnel[], refs: FunnelRefs): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const noPage = (url: string) =>
    refs.leftOut.has(url) ? undefined : `no page '${url}'${didYouMean(url, refs.pagePaths)}`;
  funnels.forEach((f, i) => {
    const file = 'campaigns/funnels.yaml';
    const entry = listedAs(f, i, f.uniqueIdentifier);
    const add = (field: string, message: string | undefined) => {
      if (message !== undefined) problems.push({ file, entry, field, message });
    };
    if (!refs.pagePaths.has(f.orderForm)) add('orderForm', noPage(f.orderForm));
    f.bumpOffers.forEach(
      (b, j) =>
        refs.bumpIds.has(b) ||
        refs.leftOut.has(b) ||
        add(`bumpOffers.${j}`, `unknown bump offer '${b}'${didYouMean(b, refs.bumpIds)}`),
    );
    const steps = new Map<number, FunnelStep>();
    for (const s of f.defaultFunnels) {
      if (steps.has(s.step)) add(stepField(s.step, 'step'), `step ${s.step} appears twice: number the steps 1, 2, 3 …`);
      steps.set(s.step, s);
    }
    const numbers = [...steps.keys()].sort((a, b) => a - b).join(', ');
    for (const s of f.defaultFunnels) {
      for (const v of s.variants)
        if (!refs.pagePaths.has(v.url)) add(variantField(s.step, v.sfid, 'url'), noPage(v.url));
      for (const key of [...YES_NO_FIELDS, 'nextPageFail'] as const) {
        const number = s[key];
        if (number === undefined) continue;
        const target = steps.get(number);
        if (!target) add(stepField(s.step, key), `no step ${number} in this funnel (its steps: ${numbers})`);
        else if (key !== 'nextPageFail') add(stepField(s.step, key), yesNoProblem(s, key, target));
      }
      splitProblems(f, s, add);
    }
  });
  return problems;
}

/** Every problem of the destinations (R-CFG-5, R-DST). */
export function checkDestinations(destinations: readonly Destination[], refs: FunnelRefs): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const unknown = (id: string) =>
    refs.leftOut.has(id) ? undefined : `no main funnel '${id}'${didYouMean(id, refs.funnelIds)}`;
  destinations.forEach((d, i) => {
    const add = (field: string, message: string | undefined) => {
      if (message !== undefined)
        problems.push({ file: 'campaigns/destinations.yaml', entry: listedAs(d, i, d.genericUrl), field, message });
    };
    if (!refs.funnelIds.has(d.defaultFunnel)) {
      const why = unknown(d.defaultFunnel);
      add('defaultFunnel', why && `${FUNNEL_NOT_SETUP}: ${why}`);
    }
    d.splitTesting.forEach(
      (t, j) => refs.funnelIds.has(t.funnel) || add(`splitTesting.${j}.funnel`, unknown(t.funnel)),
    );
    // R-DST-1: a split test at 100 % keeps every visitor on the default funnel, whatever else it lists.
    if (!d.splitTestEnabled || roundedWeight(d.percentage) >= 100) return;
    if (d.splitTesting.length === 0)
      add(
        'splitTesting',
        'the split test is on but lists no funnel to split with: add `- { sfid: …, funnel: …, percentage: … }`, or set `splitTestEnabled: false`',
      );
    const sum = d.percentage + d.splitTesting.reduce((t, s) => t + s.percentage, 0);
    if (!isHundred(sum))
      add(
        'splitTesting',
        `the shares add up to ${shown(sum)}, not 100 (${d.defaultFunnel} ${shown(d.percentage)}${d.splitTesting.map((t) => `, ${t.funnel} ${shown(t.percentage)}`).join('')}): change them so they add up to 100`,
      );
  });
  return problems;
}
