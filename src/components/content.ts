/**
 * Loads one Markdown entry of the `content` collection as HTML with its placeholders filled:
 * with this site's own paths, or the live hosts when built with `CONTENT_LINKS=live`.
 */
import { getEntry, render } from 'astro:content';
import { fillPlaceholders, placeholderValues } from '../manifest/placeholders.ts';
import type { Site } from '../manifest/schemas.ts';

export interface LoadedContent {
  title: string;
  description?: string | undefined;
  updated?: Date | undefined;
  /** Rendered HTML with placeholders replaced; undefined when the entry renders only as a component. */
  html?: string | undefined;
  /** Fallback renderer for entries without pre-rendered HTML (placeholders stay as written). */
  Content: Awaited<ReturnType<typeof render>>['Content'];
}

/** The page's title is its only h1; a '# heading' written in the Markdown becomes an h2. */
function demoteH1(html: string): string {
  return html.replace(/<(\/?)h1(\s|>)/g, '<$1h2$2');
}

export async function loadContent(id: string, site: Site): Promise<LoadedContent> {
  const entry = await getEntry('content', id);
  if (!entry) throw new Error(`no Markdown content '${id}' under campaigns/content`);
  const { Content } = await render(entry);
  const html = entry.rendered?.html;
  return {
    title: entry.data.title,
    description: entry.data.description,
    updated: entry.data.updated,
    html: html === undefined ? undefined : demoteH1(fillPlaceholders(html, placeholderValues(site))),
    Content,
  };
}
