/**
 * The content layer over `campaigns/content/` (R-GEN-1): the Markdown files, with their path as
 * id and the frontmatter schema from `src/manifest/schemas.ts`. Everything else in the manifest
 * is read and checked by the one reader, `src/manifest/load.ts`, which the routes call directly.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { campaignsDir } from './manifest/load.ts';
import { contentSchema } from './manifest/schemas.ts';

const content = defineCollection({
  loader: glob({
    pattern: '**/*.md',
    base: `${campaignsDir()}/content`,
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: contentSchema,
});

export const collections = { content };
