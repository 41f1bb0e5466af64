/**
 * Every call to action of the built site leads to a page the build wrote (scripts/cta-walk.ts):
 * links, form actions and the targets the funnel runtime computes, on every page, without a
 * browser. Fails naming the page, the control and where it leads.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { deadEndLine, walkCallsToAction } from '../../scripts/cta-walk.ts';
import { loadManifest } from '../../src/manifest/load.ts';

test('R-FLOW-1, R-FLOW-5, R-RT-1: no call to action on any built page leads to a page that does not exist', async () => {
  const { site } = await loadManifest();
  // With CONTENT_LINKS=live a {{placeholder}} link names the live hosts, which are this site.
  const ownOrigins = Object.values(site.placeholders).map((url) => new URL(url).origin);
  const dead = walkCallsToAction(resolve(process.env.OUT_DIR ?? 'dist'), ownOrigins);
  expect(dead.map(deadEndLine)).toEqual([]);
});
