/**
 * The funnel configuration counts the GET logger reports (R-API-5: funnel_conf_destinations,
 * funnel_conf_funnels), counted from the configuration the page carries in
 * `<script type="application/json" id="funnel-data">` (R-CFG-1). Parsed here, at the edge.
 */
import * as z from 'zod/mini';

/** Configured destinations and main funnels of the page. */
export interface FunnelConfCounts {
  destinations: number;
  funnels: number;
}

/** The id of the element that carries the page's funnel data (see src/layouts/Base.astro). */
export const FUNNEL_DATA_ID = 'funnel-data';

const pageConfig = z.object({
  config: z.object({ funnels: z.record(z.string(), z.unknown()), destinations: z.array(z.unknown()) }),
});

/** The counts in a page's funnel-data JSON; 0 and 0 for a page that carries no configuration. */
export function countFunnelConf(json: string | null | undefined): FunnelConfCounts {
  let data: unknown;
  try {
    data = json ? JSON.parse(json) : undefined;
  } catch {
    data = undefined;
  }
  const parsed = pageConfig.safeParse(data);
  if (!parsed.success) return { destinations: 0, funnels: 0 };
  const { funnels, destinations } = parsed.data.config;
  return { destinations: destinations.length, funnels: Object.keys(funnels).length };
}

let last: { json: string | null | undefined; counts: FunnelConfCounts } | undefined;

/** The counts of the current page (browser); 0 and 0 outside a browser. Parsed once per page data. */
export function pageFunnelConf(): FunnelConfCounts {
  const doc = (globalThis as { document?: Pick<Document, 'getElementById'> }).document;
  const json = doc?.getElementById(FUNNEL_DATA_ID)?.textContent;
  if (last && last.json === json) return last.counts;
  last = { json, counts: countFunnelConf(json) };
  return last.counts;
}
