/** GET /__sandbox/funnels: the funnel map of the manifest as it is now, problems included (funnel-map/). */
import { Hono } from 'hono';
import { inspectManifest } from '../../src/manifest/inspect.ts';
import { buildManifestMap } from '../funnel-map/build.ts';
import { funnelMapPage } from '../funnel-map/page.ts';

/** Mounted at /__sandbox. */
export function funnelMapRoutes(): Hono {
  const app = new Hono();
  app.get('/funnels', async (c) => c.html(funnelMapPage(buildManifestMap(await inspectManifest()))));
  return app;
}
