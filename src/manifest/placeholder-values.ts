/**
 * The values content placeholders are filled with at build. A local or preview build keeps every
 * link on this site: `{{funnelBaseUrl}}/CTUS_3-Unit-RetinolSerum` becomes `/CTUS_3-Unit-RetinolSerum`.
 * Only with `CONTENT_LINKS=live` do they take `site.placeholders`, the live hosts.
 */
import type { Site } from './schemas.ts';

/** The placeholder values that keep links on this site (each ''); the link check uses these. */
export const localPlaceholders: Site['placeholders'] = { funnelBaseUrl: '', cartBaseUrl: '', affiliateBaseUrl: '' };

/** `site.placeholders` when `CONTENT_LINKS=live` is set at build time, else {@link localPlaceholders}. */
export function placeholderValues(
  site: Pick<Site, 'placeholders'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Site['placeholders'] {
  return env.CONTENT_LINKS === 'live' ? site.placeholders : localPlaceholders;
}
