/**
 * Validates the campaign manifest before Astro writes anything (R-GEN-2): a bad entry stops
 * the build with every problem named, and `dist/` is left as it was. Reports page names (R-RT-8),
 * which funnel the pages run in and the offers passed over because an order holds them
 * (manifest/funnel-summary.ts; page by page with `astro build --verbose`).
 * A build with problems prints only them (file, entry, field, why) and exits 1: a marketer reads
 * no framework frame or stack. The dev server throws instead, so its overlay shows them.
 */
import type { AstroIntegration } from 'astro';
import { ManifestError } from '../manifest/errors.ts';
import { funnelLines, heldOfferLines, pageFunnels } from '../manifest/funnel-summary.ts';
import { loadManifest } from '../manifest/load.ts';

export default function manifest(): AstroIntegration {
  return {
    name: 'funnel-manifest',
    hooks: {
      'astro:config:setup': async ({ logger, command }) => {
        const m = await loadManifest().catch((error: unknown) => {
          if (!(error instanceof ManifestError) || command !== 'build') throw error;
          logger.error(`${error.message}\nNothing was built; fix the entries above and build again.`);
          process.exit(1);
        });
        for (const w of m.warnings) logger.warn(w);
        logger.info(
          `manifest: ${m.pages.length} pages, ${m.funnels.length} main funnels, ${m.destinations.length} destinations`,
        );
        const pages = pageFunnels(m);
        for (const line of funnelLines(pages)) logger.info(line);
        for (const line of heldOfferLines(m, pages)) logger.info(`offers: ${line}`);
        for (const p of pages) logger.debug(`${p.path}: ${p.funnel ?? 'no funnel'} (${p.by})`);
      },
    },
  };
}
