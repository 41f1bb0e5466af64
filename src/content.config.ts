/**
 * The content layer over `campaigns/` (R-GEN-1, R-GEN-2). The manifest is read and checked
 * once by `src/manifest/load.ts` (the same code the build integration, the sandbox and the
 * tests use); these collections expose it to pages. Markdown content keeps its path as id.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { loadManifest } from './manifest/load.ts';
import { campaignsDir } from './manifest/load.ts';
import { contentSchema } from './manifest/schemas.ts';

/** Entries already validated by loadManifest; the collection schema only passes them through. */
const validated = z.looseObject({ id: z.string() });

const pages = defineCollection({
  loader: async () => (await loadManifest()).pages.map((p) => ({ ...p, id: p.path })),
  schema: validated,
});

const content = defineCollection({
  loader: glob({
    pattern: '**/*.md',
    base: `${campaignsDir()}/content`,
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: contentSchema,
});

export const collections = { pages, content };
