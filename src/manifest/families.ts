/**
 * Dated campaign families and unit-bundle pages (R-RT-3, R-RT-4): how a page's path follows
 * from its family, date, variant, region, units and product, and which dates each family allows.
 */
import { MONTHS } from '../domain/dates.ts';
import { storeDay } from './store-time.ts';
import type { FamilyName, PageEntry, TemplateName } from './schemas.ts';

interface Family {
  template: TemplateName;
  variants: readonly ('a' | 'b')[];
}

/**
 * Dates are YYMMDD: any real calendar day, past, today or future. The spec's ranges
 * (2020-11 … 2023-01) are the pages the store had when it was written, not limits.
 */
export const families: Record<Exclude<FamilyName, 'bundle'>, Family> = {
  pl: { template: 'advertorial', variants: ['a'] },
  video: { template: 'video', variants: ['a', 'b'] },
  survey: { template: 'survey', variants: ['a'] },
  os: { template: 'order-form', variants: ['a', 'b'] },
};

/** R-RT-4: region prefix → the quantities it is sold in. */
export const bundleRegions = { CTUS: [3, 6], DS: [1, 3], US: [3, 6] } as const;

/**
 * YYMMDD of `now`, the form dated pages take: 25 November 2026 → '261125'; in the store's time
 * zone when `zone` is given (the scaffolder's "today"), else in local time.
 */
export function yymmdd(now: Date, zone?: string): string {
  if (zone) return storeDay(now.getTime(), zone).slice(2).replaceAll('-', '');
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(now.getFullYear())}${two(now.getMonth() + 1)}${two(now.getDate())}`;
}

/** Why `date` is not a YYMMDD calendar day, in a marketer's words; undefined when it is one. */
export function dateProblem(date: string): string | undefined {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(date);
  if (!m) return `'${date}' is not a date in YYMMDD form, e.g. 221230`;
  const [y, mo, d] = [2000 + Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12) return `'${date}' is not a date: there is no month ${m[2]} (YYMMDD, e.g. 221230)`;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d < 1 || d > days)
    return `'${date}' is not a date: ${MONTHS[mo - 1]} ${y} has no day ${m[3]} (YYMMDD, e.g. 221230)`;
  return undefined;
}

/** True when `date` is YYMMDD naming a real calendar day. */
export function isCalendarDate(date: string): boolean {
  return dateProblem(date) === undefined;
}

export type FamilyResult = { path: string; template: TemplateName } | { field: keyof PageEntry; message: string };

/** The path and template a family entry implies, or the field that is wrong. */
export function resolveFamily(page: PageEntry): FamilyResult | null {
  if (!page.family) return null;
  if (page.family === 'bundle') {
    if (!page.region) return { field: 'region', message: 'bundle pages need a region (CTUS, DS or US)' };
    const units: readonly number[] = bundleRegions[page.region];
    if (page.units === undefined || !units.includes(page.units))
      return { field: 'units', message: `${page.region} bundles come in ${units.join(' or ')} units` };
    if (!page.product) return { field: 'product', message: 'bundle pages need a product' };
    return { path: `${page.region}_${page.units}-Unit-${page.product}`, template: page.template ?? 'order-form' };
  }
  const fam = families[page.family];
  if (page.date === undefined) return { field: 'date', message: 'dated pages need a date (YYMMDD)' };
  const problem = dateProblem(page.date);
  if (problem) return { field: 'date', message: problem };
  const variant = page.variant ?? 'a';
  if (!fam.variants.includes(variant))
    return { field: 'variant', message: `${page.family} pages have variant ${fam.variants.join(' or ')}` };
  return { path: `${page.family}${page.date}${variant}_ap`, template: page.template ?? fam.template };
}
