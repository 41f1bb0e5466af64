/** The funnel map at /__sandbox/funnels its graph, layout and problem marks. */
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { inspectManifest } from '../../../src/manifest/inspect.ts';
import { createSandbox } from '../../../sandbox/app.ts';
import { buildManifestMap } from '../../../sandbox/funnel-map/build.ts';
import { placeFunnel } from '../../../sandbox/funnel-map/layout.ts';
import { funnelProblems } from '../../../sandbox/funnel-map/page.ts';
import type { FunnelMap, StepNode } from '../../../sandbox/funnel-map/types.ts';
import { campaignsCopy, replaceIn } from '../manifest/campaigns-copy.ts';
import { manifestWith } from '../manifest/fixture.ts';

type Entry = Record<string, unknown>;
type Funnel = Entry & { defaultFunnels: (Entry & { variants: Entry[] })[] };
const sampleDir = join(import.meta.dirname, '..', '..', '..', 'campaigns');
const editF1 = (edit: (f: Funnel) => void) => (d: unknown) => {
  edit((d as Funnel[])[0]!);
  return d;
};

const mapOf = async (dir: string) => buildManifestMap(await inspectManifest(dir));
const funnel = (map: { funnels: FunnelMap[] }, uid: string) => map.funnels.find((f) => f.uniqueIdentifier === uid)!;
const step = (f: FunnelMap, n: number) => f.nodes.find((x): x is StepNode => x.kind === 'step' && x.step === n)!;
const edge = (f: FunnelMap, from: number | string, to: number | string) => {
  const id = (x: number | string) => (typeof x === 'number' ? `step-${x}` : x);
  return f.edges.find((e) => e.from === id(from) && e.to === id(to))?.labels;
};

describe('the sample manifest', () => {
  test('every main funnel is drawn with its steps in order and its destinations', async () => {
    const map = await mapOf(sampleDir);
    expect(map.funnels.map((f) => f.uniqueIdentifier)).toEqual(['AGELESS01', 'RENEW01']);
    const ageless = funnel(map, 'AGELESS01');
    expect(ageless.nodes.filter((n) => n.kind === 'step').map((n) => n.id)).toEqual(
      Array.from({ length: 11 }, (_, i) => `step-${i + 1}`),
    );
    expect(edge(ageless, 'destination-ageless-offer', 1)).toEqual(['default, 70 %']);
    expect(edge(funnel(map, 'RENEW01'), 'destination-ageless-offer', 1)).toEqual(['split test, 30 %']);
    expect(map.problems).toEqual([]);
    expect(map.funnels.flatMap(funnelProblems)).toEqual([]);
  });

  test("R-DST-2: a dated funnel's split share is drawn only while it is sold, and the map says so", async () => {
    const dir = campaignsCopy();
    replaceIn(
      dir,
      'funnels.yaml',
      '  uniqueIdentifier: RENEW01\n',
      '  uniqueIdentifier: RENEW01\n  starts: 2026-12-24\n',
    );
    const map = await mapOf(dir);
    expect(edge(funnel(map, 'RENEW01'), 'destination-ageless-offer', 1)).toEqual([
      'split test, 30 % while this funnel is sold',
    ]);
    expect(edge(funnel(map, 'AGELESS01'), 'destination-ageless-offer', 1)).toEqual(['default, 70 %']);
  });

  test('R-CFG-4: each variant shows its page, template, product, share and visibility', async () => {
    const ageless = funnel(await mapOf(sampleDir), 'AGELESS01');
    expect(step(ageless, 1).variants[0]).toMatchObject({
      url: 'pl221101a_ap',
      template: 'advertorial',
      product: 'AgelessBeautyBalm',
      percentage: 50,
      visibility: 'All',
    });
    expect(step(ageless, 2).variants[1]).toMatchObject({ url: 'video221201b_ap', visibility: 'Mobile only' });
    expect(step(ageless, 6).variants[0]).toMatchObject({ template: 'upsell', percentage: undefined });
  });

  test('R-FLOW-1/2/4: the edges are next, yes/no with the field that set them, and payment failure', async () => {
    const ageless = funnel(await mapOf(sampleDir), 'AGELESS01');
    expect(edge(ageless, 4, 5)).toEqual(['next']);
    expect(edge(ageless, 5, 6)).toEqual(['next']);
    expect(edge(ageless, 5, 11)).toEqual(['fail (nextPageFail)']);
    expect(edge(ageless, 6, 8)).toEqual(['yes (upsell)']);
    expect(edge(ageless, 6, 7)).toEqual(['no (downsell)']);
    expect(edge(ageless, 6, 6)).toEqual(['fail (nextPageFail)']); // a refused add-on stays on its offer
    expect(edge(ageless, 6, 11)).toBeUndefined();
    expect(edge(funnel(await mapOf(sampleDir), 'RENEW01'), 3, 6)).toEqual(['fail']); // else the last step
    expect(edge(ageless, 11, 6)).toEqual(['next (overrideYes)']);
    expect(edge(ageless, 1, 11)).toBeUndefined(); // an advertorial takes no payment
    expect(edge(funnel(await mapOf(sampleDir), 'RENEW01'), 2, 2)).toEqual(['fail (nextPageFail)']);
  });

  test('dagre places every node and routes every edge inside the drawing', async () => {
    const placed = placeFunnel(funnel(await mapOf(sampleDir), 'AGELESS01'));
    for (const n of placed.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.y + n.height).toBeLessThanOrEqual(placed.height);
    }
    const y = (id: string) => placed.nodes.find((n) => n.node.id === id)!.y;
    expect(y('step-1')).toBeLessThan(y('step-2'));
    expect(y('step-5')).toBeLessThan(y('step-6'));
    expect(placed.edges.every((e) => e.points.length >= 2)).toBe(true);
  });

  test("R-FLOW-4: a nextPageFail naming its own step (RENEW01's order form) is a loop beside the box, inside the drawing", async () => {
    const placed = placeFunnel(funnel(await mapOf(sampleDir), 'RENEW01'));
    const box = placed.nodes.find((n) => n.node.id === 'step-2')!;
    const loop = placed.edges.find((e) => e.edge.from === 'step-2' && e.edge.to === 'step-2')!;
    const [first, last] = [loop.points[0]!, loop.points.at(-1)!];
    for (const end of [first, last]) {
      expect(end.x).toBe(box.x + box.width);
      expect(end.y).toBeGreaterThan(box.y);
      expect(end.y).toBeLessThan(box.y + box.height);
    }
    expect(loop.points.every((p) => p.x > box.x + box.width - 1 && p.x <= placed.width)).toBe(true);
    expect(loop.label.x).toBeGreaterThan(box.x + box.width);
    expect(loop.label.x + 60).toBeLessThanOrEqual(placed.width);
  });
});

describe('a broken manifest is still drawn, its problems marked where they are', () => {
  afterEach(() => {
    delete process.env.CAMPAIGNS_DIR;
  });

  test('R-GEN-2: an order step with no path to a receipt is marked on that step (CAMPAIGNS_DIR)', async () => {
    process.env.CAMPAIGNS_DIR = manifestWith(
      'funnels.yaml',
      editF1((f) => (f.defaultFunnels[3]!.variants[0]!.url = 'home')),
    );
    const f1 = funnel(buildManifestMap(await inspectManifest()), 'F1');
    expect(step(f1, 2).problems.map((p) => p.message)).toEqual([
      "order pages 'order', 'os221230b_ap': from step 2 of F1 no path reaches a receipt page on Mobile and Desktop; give the funnel a step showing a receipt page after it",
    ]);
    expect(step(f1, 4).problems).toEqual([]);
    expect(edge(f1, 2, 3)).toEqual(['next']);
  });

  test('a variant naming no page is marked on that variant', async () => {
    const f1 = funnel(
      await mapOf(
        manifestWith(
          'funnels.yaml',
          editF1((f) => (f.defaultFunnels[0]!.variants[0]!.url = 'nowhere')),
        ),
      ),
      'F1',
    );
    const [variant] = step(f1, 1).variants;
    expect(variant).toMatchObject({ url: 'nowhere', template: undefined });
    expect(variant!.problems.map((p) => p.message)).toEqual(["no page 'nowhere'"]);
  });

  test('R-FLOW-2: an overrideNo naming a missing step is an edge to a stand-in node, marked', async () => {
    const f1 = funnel(
      await mapOf(
        manifestWith(
          'funnels.yaml',
          editF1((f) => (f.defaultFunnels[2]!.overrideNo = 9)),
        ),
      ),
      'F1',
    );
    expect(f1.nodes.map((n) => n.id)).toContain('missing-9');
    const dangling = f1.edges.find((e) => e.to === 'missing-9')!;
    expect(dangling).toMatchObject({ from: 'step-3', labels: ['overrideNo'] });
    expect(dangling.problems.map((p) => p.message)).toEqual(['no step 9 in this funnel (its steps: 1, 2, 3, 4)']);
  });
});

test('GET /__sandbox/funnels serves the map: an SVG per funnel, titled, and a table of steps', async () => {
  const sandbox = createSandbox({ dbPath: ':memory:' });
  try {
    const res = await sandbox.app.request('/__sandbox/funnels');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title id="funnel-AGELESS01-title">Funnel map of AGELESS01: 11 steps</title>');
    expect(html).toContain('<caption>Steps of RENEW01</caption>');
    expect(html).toContain('<a href="/os221215a_ap">');
    expect(await (await sandbox.app.request('/__sandbox/')).text()).toContain('href="/__sandbox/funnels"');
  } finally {
    sandbox.close();
  }
});
