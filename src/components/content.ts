/**
 * Loads one Markdown entry of the `content` collection as HTML with its placeholders filled:
 * with this site's own paths, or the live hosts when built with `CONTENT_LINKS=live`.
 */
import { getEntry, render } from 'astro:content';
import { forwardCopyLinks, type Forward } from '../manifest/copy-links.ts';
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

/**
 * The entry's title, description and HTML. With `forward` (a page that runs in a funnel), links of
 * the copy to a generic URL or to the page itself lead to the page's next step (copy-links.ts).
 */
export async function loadContent(id: string, site: Site, forward?: Omit<Forward, 'site'>): Promise<LoadedContent> {
  const entry = await getEntry('content', id);
  if (!entry) throw new Error(`no Markdown content '${id}' under campaigns/content`);
  const { Content } = await render(entry);
  const html = entry.rendered?.html;
  const forwarded = (text: string) => (forward ? forwardCopyLinks(text, { ...forward, site }) : text);
  return {
    title: entry.data.title,
    description: entry.data.description,
    updated: entry.data.updated,
    html: html === undefined ? undefined : forwarded(demoteH1(fillPlaceholders(html, placeholderValues(site)))),
    Content,
  };
}
