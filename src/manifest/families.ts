/**
 * Dated campaign families and unit-bundle pages (R-RT-3, R-RT-4): how a page's path follows
 * from its family, date, variant, region, units and product, and which dates each family allows.
 */
import type { FamilyName, PageEntry, TemplateName } from './schemas.ts';

interface Family {
  template: TemplateName;
  variants: readonly ('a' | 'b')[];
  first: string;
  last: string;
}

/** Dates are YYMMDD. Advertorial, video and survey pages run 2020-11 … 2023-01; order forms 201120 … 221230. */
export const families: Record<Exclude<FamilyName, 'bundle'>, Family> = {
  pl: { template: 'advertorial', variants: ['a'], first: '201101', last: '230131' },
  video: { template: 'video', variants: ['a', 'b'], first: '201101', last: '230131' },
  survey: { template: 'survey', variants: ['a'], first: '201101', last: '230131' },
  os: { template: 'order-form', variants: ['a', 'b'], first: '201120', last: '221230' },
};

/** R-RT-4: region prefix → the quantities it is sold in. */
export const bundleRegions = { CTUS: [3, 6], DS: [1, 3], US: [3, 6] } as const;

/** True when `date` is YYMMDD naming a real calendar day. */
export function isCalendarDate(date: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(date);
  if (!m) return false;
  const [y, mo, d] = [2000 + Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
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
  if (!isCalendarDate(page.date))
    return { field: 'date', message: `'${page.date}' is not a date in YYMMDD form, e.g. 221230` };
  if (page.date < fam.first || page.date > fam.last)
    return { field: 'date', message: `${page.family} pages run from ${fam.first} to ${fam.last}` };
  const variant = page.variant ?? 'a';
  if (!fam.variants.includes(variant))
    return { field: 'variant', message: `${page.family} pages have variant ${fam.variants.join(' or ')}` };
  return { path: `${page.family}${page.date}${variant}_ap`, template: page.template ?? fam.template };
}
