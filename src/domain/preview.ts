/**
 * R-NAV-3, R-CON-4: `?preview=Upsell|OrderSuccess` in a preview build shows sample data
 * (preview-samples.ts, loaded by the upsell only in preview mode) under a 'preview mode' banner.
 */

/** R-NAV-3: the pages that can be previewed. */
export type PreviewKind = 'Upsell' | 'OrderSuccess';

/** R-NAV-3: the query parameter naming the preview. */
export const PREVIEW_PARAM = 'preview';

/** R-NAV-3: the page to preview, only in a preview build and only for Upsell or OrderSuccess. */
export function previewKind(paramValue: string | null | undefined, isPreviewBuild: boolean): PreviewKind | null {
  if (!isPreviewBuild) return null;
  return paramValue === 'Upsell' || paramValue === 'OrderSuccess' ? paramValue : null;
}
