/**
 * Validates the campaign manifest before Astro writes anything (R-GEN-2): a bad entry stops
 * the build with every problem named, and `dist/` is left as it was. Reports page names (R-RT-8).
 */
import type { AstroIntegration } from 'astro';
import { loadManifest } from '../manifest/load.ts';

export default function manifest(): AstroIntegration {
  return {
    name: 'funnel-manifest',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        const m = await loadManifest();
        for (const w of m.warnings) logger.warn(w);
        logger.info(
          `manifest: ${m.pages.length} pages, ${m.funnels.length} main funnels, ${m.destinations.length} destinations`,
        );
      },
    },
  };
}
