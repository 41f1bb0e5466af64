/**
 * Where a test's screenshot of a page shown in `docs/` goes: the test's own output folder, so a
 * test run never changes the repository; `docs/images/` itself when UPDATE_DOCS_IMAGES=1
 * (`UPDATE_DOCS_IMAGES=1 npx playwright test <spec>` refreshes the pictures the docs show).
 */
import { test } from '@playwright/test';

/** The path for the docs picture `name` (say `funnel-map.png`). */
export function docsImage(name: string): string {
  return process.env.UPDATE_DOCS_IMAGES === '1' ? `docs/images/${name}` : test.info().outputPath(name);
}
