/** Reads the funnel data the page carries (R-CFG-1): `<script type="application/json" id="funnel-data">`. */
import type { FunnelData } from '../manifest/page-data.ts';

export type { FunnelData };

let cached: FunnelData | null | undefined;

/** The page's funnel data, or null on a page that carries none. */
export function funnelData(): FunnelData | null {
  if (cached !== undefined) return cached;
  const text = document.getElementById('funnel-data')?.textContent;
  try {
    cached = text ? (JSON.parse(text) as FunnelData) : null;
  } catch {
    cached = null;
  }
  return cached;
}
