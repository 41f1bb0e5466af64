/** R-NAV-3: the 'preview mode' banner above sample data (preview builds only). */
import { PREVIEW_MODE } from '../domain/messages/preview.ts';
import './upsell/preview-banner.css';

/** The banner; rendered by an island only when previewKind() says so. */
export function PreviewBanner() {
  return (
    <p className="preview-banner" role="status">
      {PREVIEW_MODE}
    </p>
  );
}
