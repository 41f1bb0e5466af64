/**
 * The manifest's pages are split over four routes by kind (src/manifest/page-routes.ts), so each
 * page carries its own kind's styles only. A kind left out of every route would silently not be
 * built; a kind in two would be refused by Astro as two routes writing one path.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { ROUTE_KINDS, routePages, type RouteName } from '../../../src/manifest/page-routes.ts';
import { builtPages } from '../../../src/manifest/sale-windows.ts';
import { templateNames } from '../../../src/manifest/schemas.ts';

const routes = Object.keys(ROUTE_KINDS) as RouteName[];

test('R-GEN-1, R-GEN-3: every page kind is rendered by exactly one route', () => {
  const kinds = Object.values(ROUTE_KINDS).flat();
  expect(kinds.toSorted()).toEqual([...templateNames].toSorted());
  expect(new Set(kinds).size).toBe(kinds.length);
});

test('R-GEN-1: the routes together build every page of the sample manifest that is built, each once', async () => {
  const m = checkManifest(await readManifest(join(import.meta.dirname, '..', '..', '..', 'campaigns')));
  const now = Date.now();
  const paths = routes.flatMap((r) => routePages(m, r, now, false).map((p) => p.path));
  expect(paths.toSorted()).toEqual(
    builtPages(m, now, false)
      .map((p) => p.path)
      .toSorted(),
  );
  expect(new Set(paths).size).toBe(paths.length);
  // Each route renders only its own kinds.
  for (const r of routes)
    expect(routePages(m, r, now, false).every((p) => (ROUTE_KINDS[r] as readonly string[]).includes(p.template))).toBe(
      true,
    );
});
