/**
 * R-NAV-3: the 'preview mode' banner above sample data (preview builds only). The islands that
 * show it import its stylesheet (upsell/preview-banner.css): the upsell loads it lazily, and a
 * lazily loaded chunk cannot carry a stylesheet.
 */
import { PREVIEW_MODE } from '../domain/messages/preview.ts';

/** The banner; rendered by an island only when previewKind() says so. */
export function PreviewBanner() {
  return (
    <p className="preview-banner" role="status">
      {PREVIEW_MODE}
    </p>
  );
}
