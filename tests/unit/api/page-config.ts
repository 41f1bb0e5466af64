/**
 * The page's configuration as a built page carries it (`<script id="funnel-data">`, R-CFG-1), for
 * tests of code that reads it from the document: built from the real campaigns manifest.
 */
import { vi } from 'vitest';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { funnelData } from '../../../src/manifest/page-data.ts';

const campaigns = `${import.meta.dirname}/../../../campaigns`;

/**
 * The funnel-data JSON of one page of the campaigns manifest, and the counts it holds. The
 * campaigns have as many destinations as funnels; `extraDestination` adds one more (a copy under
 * another generic URL) so that a swapped pair of counts shows.
 */
export async function campaignPageData(path = 'vsl', { extraDestination = false } = {}) {
  const m = checkManifest(await readManifest(campaigns));
  const page = m.pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page '${path}' in campaigns/`);
  const data = funnelData(m, page);
  const first = data.config.destinations[0];
  if (extraDestination && first) data.config.destinations.push({ ...first, genericUrl: `${first.genericUrl}-copy` });
  return {
    json: JSON.stringify(data),
    destinations: data.config.destinations.length,
    funnels: Object.keys(data.config.funnels).length,
  };
}

/** Puts a `document` on globalThis whose #funnel-data holds `json` (undefined: a page without it). */
export function stubPageDocument(json: string | undefined, brand = 'IkariaBeauty'): void {
  vi.stubGlobal('document', {
    documentElement: { dataset: { brand } },
    getElementById: (id: string) => (id === 'funnel-data' && json !== undefined ? { textContent: json } : null),
  });
}
