/**
 * Validates the campaign manifest before Astro writes anything (R-GEN-2): a bad entry stops
 * the build with every problem named, and `dist/` is left as it was. Reports page names (R-RT-8),
 * which funnel the pages run in and the offers passed over because an order holds them
 * (manifest/funnel-summary.ts; page by page with `astro build --verbose`), and which campaigns
 * start or end in the next 7 days. After the build it writes `_redirects` (manifest/redirects.ts):
 * the retired addresses and those of pages whose window has ended, which the build did not write;
 * and the same rules for nginx beside it (`_redirects.nginx`, deploy/nginx/redirects.ts), so every
 * engine takes its redirects from the build it serves.
 * A build with problems prints only them (file, entry, field, why) and exits 1: a marketer reads
 * no framework frame or stack. The dev server throws instead, so its overlay shows them.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildTime, isPreviewBuild } from '../manifest/build-clock.ts';
import { ManifestError } from '../manifest/errors.ts';
import { funnelLines, heldOfferLines, pageFunnels } from '../manifest/funnel-summary.ts';
import { loadManifest } from '../manifest/load.ts';
import { buildRedirectRules, redirectsFile } from '../manifest/redirects.ts';
import { upcomingLines } from '../manifest/sale-windows.ts';
import { NGINX_REDIRECTS_FILE, nginxRedirectEntries } from '../../deploy/nginx/redirects.ts';

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
        const soon = upcomingLines(m, buildTime());
        logger.info(
          soon.length ? `in the next 7 days:\n  ${soon.join('\n  ')}` : 'no campaign starts or ends in the next 7 days',
        );
      },
      'astro:build:done': async ({ dir, logger }) => {
        const m = await loadManifest();
        const rules = buildRedirectRules(m, buildTime(), isPreviewBuild());
        const ended = rules.filter((r) => !m.redirects.some((own) => own.from === r.from));
        writeFileSync(new URL('_redirects', dir), redirectsFile(rules));
        writeFileSync(
          new URL(NGINX_REDIRECTS_FILE, dir),
          nginxRedirectEntries(rules.map((r) => ({ ...r, status: 301 }))),
        );
        if (ended.length > 0) logger.info(`ended, answered with a redirect: ${ended.map((r) => r.from).join(', ')}`);
        logger.info(
          `_redirects: ${rules.length} retired or ended addresses (${fileURLToPath(new URL('_redirects', dir))})`,
        );
      },
    },
  };
}
