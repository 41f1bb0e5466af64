/**
 * The content placeholders {{funnelBaseUrl}}, {{cartBaseUrl}} and {{affiliateBaseUrl}} (spec §3
 * Content page, R-API-4): the values they take and the one function that fills them. A local or
 * preview build keeps every link on this site (`{{funnelBaseUrl}}/CTUS_3-Unit-RetinolSerum`
 * becomes `/CTUS_3-Unit-RetinolSerum`); only with `CONTENT_LINKS=live` do they take
 * `site.placeholders`, the live hosts. Markdown percent-encodes braces inside link targets, so
 * the encoded form `%7B%7BfunnelBaseUrl%7D%7D` is filled too.
 */
import type { Site } from './schemas.ts';

type Placeholder = keyof Site['placeholders'];

const placeholder = /(?:\{\{|%7[Bb]%7[Bb])\s*(funnelBaseUrl|cartBaseUrl|affiliateBaseUrl)\s*(?:\}\}|%7[Dd]%7[Dd])/g;

/** Every placeholder in `text` (braced or percent-encoded) replaced by its value. */
export function fillPlaceholders(text: string, values: Site['placeholders']): string {
  return text.replace(placeholder, (_match, key: Placeholder) => values[key]);
}

/** The placeholder values that keep links on this site (each ''); the link check uses these. */
export const localPlaceholders: Site['placeholders'] = { funnelBaseUrl: '', cartBaseUrl: '', affiliateBaseUrl: '' };

/** `site.placeholders` when `CONTENT_LINKS=live` is set at build time, else {@link localPlaceholders}. */
export function placeholderValues(
  site: Pick<Site, 'placeholders'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Site['placeholders'] {
  return env.CONTENT_LINKS === 'live' ? site.placeholders : localPlaceholders;
}
