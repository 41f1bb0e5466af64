/**
 * Fills the content placeholders {{funnelBaseUrl}}, {{cartBaseUrl}} and {{affiliateBaseUrl}}
 * (spec §3 Content page, R-API-4). Markdown percent-encodes braces inside link targets, so the
 * encoded form `%7B%7BfunnelBaseUrl%7D%7D` is filled too.
 */
import type { Site } from '../manifest/schemas.ts';

type Placeholder = keyof Site['placeholders'];

const placeholder = /(?:\{\{|%7[Bb]%7[Bb])\s*(funnelBaseUrl|cartBaseUrl|affiliateBaseUrl)\s*(?:\}\}|%7[Dd]%7[Dd])/g;

export function fillPlaceholders(html: string, values: Site['placeholders']): string {
  return html.replace(placeholder, (_match, key: Placeholder) => values[key]);
}
