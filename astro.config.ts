import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { contentSecurityPolicy, PROVIDER_SOURCES, PROVIDERS_MODES, withTagManager } from './src/integrations/csp.ts';
import { buildDirs } from './src/integrations/build-dirs.ts';
import manifest from './src/integrations/manifest.ts';
import { runtimeChunkGroups, withoutPreloadHelper } from './src/integrations/runtime-chunk.ts';
import { tagManagerContainer } from './src/integrations/tag-manager.ts';

/** R-SES-8: the Google Tag Manager container of a build with the tag manager on (its CSP allows it). */
const tagManager = tagManagerContainer(process.env);
const dirs = buildDirs();

export default defineConfig({
  output: 'static',
  /** OUT_DIR lets tests and benchmarks build elsewhere than dist/, with a cache of its own (build-dirs.ts). */
  outDir: dirs.outDir,
  cacheDir: dirs.cacheDir,
  /** PUBLIC_DIR lets a test build with a copy of public/ (a new product's picture); the manifest reads it too. */
  publicDir: process.env.PUBLIC_DIR ?? './public',
  trailingSlash: 'never',
  build: {
    format: 'file',
    inlineStylesheets: 'always',
    /**
     * Pages rendered, or restored from the incremental cache, at once. A restore is a file copy that
     * waits on the disk; one at a time, 20,000 of them took 35 s, eight at a time 19 s.
     */
    concurrency: 8,
  },
  integrations: [manifest(), react()],
  devToolbar: { enabled: false },
  /**
   * A build reuses the HTML of every manifest page whose data and code are unchanged since the
   * last build in the same cache folder (src/manifest/page-cache-key.ts): a one-entry commit
   * renders one page, not 20,000. `astro build --force` renders them all.
   */
  experimental: { incrementalBuild: true },
  vite: {
    /** The runtime every page loads is one chunk of its own (src/integrations/runtime-chunk.ts). */
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: runtimeChunkGroups() } },
        /**
         * INEFFECTIVE_DYNAMIC_IMPORT says a module imported with `import()` somewhere is imported
         * statically elsewhere, so it stays in a shared chunk. Here that is the point: the survey,
         * the upsell's Amazon wallet and the navigation import stats, Amazon Pay and the error
         * handler lazily so pages that never import them statically do not load them (bench:js
         * counts it); where an island imports them statically it needs them at once. Not a problem,
         * so not printed on every build.
         */
        onwarn(warning, print) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') print(warning);
        },
      },
    },
    plugins: [withoutPreloadHelper()],
  },
  /** Content has no code blocks; Shiki's inline styles would break the CSP. */
  markdown: { syntaxHighlight: false },
  /**
   * R-GEN-5: hash-only scripts; the payment providers' hosts per their documentation, and Google Tag
   * Manager's in a build with the tag manager on (src/integrations/csp.ts).
   */
  security: { csp: contentSecurityPolicy(tagManager ? withTagManager(PROVIDER_SOURCES) : PROVIDER_SOURCES) },
  env: {
    schema: {
      API_BASE: envField.string({ context: 'client', access: 'public', default: 'api/' }),
      USE_PROXY: envField.boolean({ context: 'client', access: 'public', default: true }),
      API_TOKEN: envField.string({ context: 'client', access: 'public', optional: true }),
      /** The commerce API answers a repeated X-Request-Id with its first result (docs/sandbox.md). */
      API_DEDUPLICATES: envField.boolean({ context: 'client', access: 'public', default: true }),
      LOGGER_ENABLED: envField.boolean({ context: 'client', access: 'public', default: true }),
      LOGGER_ENDPOINT: envField.string({ context: 'client', access: 'public', default: '' }),
      LOG_PATH: envField.string({ context: 'client', access: 'public', default: '/log' }),
      TAG_MANAGER_ENABLED: envField.boolean({ context: 'client', access: 'public', default: false }),
      /** R-SES-8: the Google Tag Manager container (GTM-…) a build with the tag manager on loads. */
      TAG_MANAGER_ID: envField.string({ context: 'client', access: 'public', optional: true, startsWith: 'GTM-' }),
      PREVIEW_BUILD: envField.boolean({ context: 'client', access: 'public', default: false }),
      V2_PAYMENTS: envField.boolean({ context: 'client', access: 'public', default: false }),
      PAYPAL_CLIENT_ID: envField.string({ context: 'client', access: 'public', default: 'sandbox-client-id' }),
      AMAZON_PAY_MERCHANT_ID: envField.string({ context: 'client', access: 'public', default: 'SANDBOX-MERCHANT' }),
      AMAZON_PAY_CLIENT_ID: envField.string({
        context: 'client',
        access: 'public',
        default: 'amzn1.application-oa2-client.sandbox',
      }),
      AMAZON_PAY_OVERRIDE: envField.boolean({ context: 'client', access: 'public', default: false }),
      /** The payment providers' environment: their sandboxes (the default) or live. */
      PAYMENT_PROVIDERS_MODE: envField.enum({
        context: 'client',
        access: 'public',
        values: [...PROVIDERS_MODES],
        default: 'sandbox',
      }),
      GOOGLE_PAY_MERCHANT_ID: envField.string({ context: 'client', access: 'public', default: 'SANDBOXMERCHANT' }),
    },
  },
});
