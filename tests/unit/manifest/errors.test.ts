import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import manifestIntegration from '../../../src/integrations/manifest.ts';
import { fixtureDir, manifestWith, problemsOf, warningsOf } from './fixture.ts';

type Entry = Record<string, unknown>;
const pagesFile = 'pages/pages.yaml';

describe('R-GEN-2: a bad manifest entry names file, entry and field', () => {
  test('the fixture itself is valid', async () => {
    expect(await problemsOf(fixtureDir)).toEqual([]);
  });

  test('unknown template', async () => {
    const dir = manifestWith(pagesFile, (d) =>
      (d as Entry[]).map((p) => (p.path === 'home' ? { ...p, template: 'carousel' } : p)),
    );
    const [problem] = await problemsOf(dir);
    expect(problem).toMatch(/^campaigns\/pages\/pages\.yaml|pages\/pages\.yaml/);
    expect(problem).toContain("entry #1 'home': field 'template'");
    expect(problem).toContain('landing');
  });

  test('duplicate path', async () => {
    const dir = manifestWith(pagesFile, (d) => [
      ...(d as Entry[]),
      { path: 'order', template: 'order-form', title: 'Again', product: 'Balm' },
    ]);
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /pages\.yaml: entry #7 'order': field 'path': duplicate path 'order', already used by .*pages\.yaml entry #2/,
    );
  });

  test('duplicate path through a family (derived path equals an explicit one)', async () => {
    const dir = manifestWith(pagesFile, (d) => [
      ...(d as Entry[]),
      { path: 'os221230b_ap', template: 'order-form', title: 'Clash', product: 'Balm' },
    ]);
    expect((await problemsOf(dir))[0]).toContain("field 'path': duplicate path 'os221230b_ap'");
  });

  test.each([
    ['221331', "'221331' is not a date: there is no month 13"],
    ['2212', "'2212' is not a date in YYMMDD form"],
    ['230230', "'230230' is not a date: February 2023 has no day 30"],
  ])('malformed or impossible date %s', async (date, message) => {
    const dir = manifestWith(pagesFile, (d) => (d as Entry[]).map((p) => (p.family === 'os' ? { ...p, date } : p)));
    const [problem] = await problemsOf(dir);
    expect(problem).toContain("entry #6 'os ");
    expect(problem).toContain(`field 'date': ${message}`);
  });

  test('unknown product', async () => {
    const dir = manifestWith(pagesFile, (d) =>
      (d as Entry[]).map((p) => (p.path === 'order' ? { ...p, product: 'Moisturiser' } : p)),
    );
    expect(await problemsOf(dir)).toContainEqual(
      expect.stringContaining("entry #2 'order': field 'product': unknown product 'Moisturiser'"),
    );
  });

  test('a funnel variant naming a page that does not exist', async () => {
    const dir = manifestWith('funnels.yaml', (d) => {
      const [f] = d as { defaultFunnels: { variants: Entry[] }[] }[];
      f!.defaultFunnels[2]!.variants[0]!.url = 'upsell-gone';
      return d;
    });
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining("funnels.yaml: entry #1 'F1': field 'step 3, variant V3, url': no page 'upsell-gone'"),
    ]);
  });

  test('a funnel step pointing at a missing step', async () => {
    const dir = manifestWith('funnels.yaml', (d) => {
      const [f] = d as { defaultFunnels: Entry[] }[];
      f!.defaultFunnels[1]!.nextPageFail = 9;
      return d;
    });
    expect((await problemsOf(dir))[0]).toContain(
      "field 'step 2, nextPageFail': no step 9 in this funnel (its steps: 1, 2, 3, 4)",
    );
  });

  test('R-CFG-4: split-test percentages that do not add up to 100', async () => {
    const dir = manifestWith('funnels.yaml', (d) => {
      const [f] = d as { defaultFunnels: { variants: Entry[] }[] }[];
      f!.defaultFunnels[1]!.variants[0]!.percentage = 49.4;
      return d;
    });
    expect((await problemsOf(dir))[0]).toContain(
      "field 'step 2, variants': the variants' percentages add up to 99.4, not 100 (V2A 49.4, V2B 50): change them so they add up to 100",
    );
  });

  test('R-CFG-5: destination split-test shares that do not add up to 100', async () => {
    const dir = manifestWith('destinations.yaml', (d) =>
      (d as Entry[]).map((x) => ({
        ...x,
        splitTestEnabled: true,
        percentage: 60,
        splitTesting: [{ sfid: 'S', funnel: 'F1', percentage: 30 }],
      })),
    );
    expect((await problemsOf(dir))[0]).toContain(
      "destinations.yaml: entry #1 'try-balm': field 'splitTesting': the shares add up to 90, not 100 (F1 60, F1 30): change them so they add up to 100",
    );
  });

  test('R-CFG-6: a generic URL without a main funnel: funnel not setup correctly', async () => {
    const dir = manifestWith('site.yaml', (d) => ({ ...(d as Entry), genericUrls: 'try-balm,no-such-offer' }));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        "site.yaml: field 'genericUrls': funnel not setup correctly: generic URL 'no-such-offer' has no main funnel",
      ),
    ]);
  });

  test('R-CFG-6: a destination whose default funnel does not exist', async () => {
    const dir = manifestWith('destinations.yaml', (d) => (d as Entry[]).map((x) => ({ ...x, defaultFunnel: 'F9' })));
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringContaining("field 'defaultFunnel': funnel not setup correctly: no main funnel 'F9'"),
    );
  });

  test('R-RT-8: a shortcut to a missing page fails the build', async () => {
    const dir = manifestWith('routes.yaml', (d) => ({
      ...(d as Entry),
      shortcuts: { ...((d as Entry).shortcuts as Entry), vsl: 'Video' },
    }));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining("routes.yaml: entry shortcuts: field 'vsl': shortcut to missing page 'Video'"),
    ]);
  });

  test('a field of the wrong type and a missing required field are both reported', async () => {
    const dir = manifestWith('products.yaml', (d) =>
      (d as Entry[]).map((p) => ({
        ...p,
        bundles: [{ units: 'three', price: 1, shippingCost: 0, label: 'x' }],
        name: undefined,
      })),
    );
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual(expect.stringContaining("products.yaml: entry #1 'Balm': field 'name'"));
    expect(problems).toContainEqual(expect.stringContaining("products.yaml: entry #1 'Balm': field 'bundles.0.units'"));
  });

  test('a file that is not YAML', async () => {
    const dir = manifestWith('offers.yaml', () => 'x');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/offers.yaml`, '- { sfid: OFF-1, title: broken: here }\n');
    expect((await problemsOf(dir))[0]).toMatch(
      /offers\.yaml: not valid YAML at line 1, column \d+ \(`- \{ sfid: OFF-1, title: broken: here \}`\)/,
    );
  });
});

describe('R-RT-8: the build reports routes without a name and names without a route', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('R-RT-8: the fixture has a name for every route and a route for every name', async () => {
    expect(await warningsOf(fixtureDir)).toEqual([]);
  });

  test('R-RT-8: a route without a name is reported with its file and path, and the build goes on', async () => {
    const dir = manifestWith(pagesFile, (d) => [
      ...(d as Entry[]),
      { path: 'faq', template: 'legal', title: 'Questions', content: 'legal/terms' },
    ]);
    expect(await problemsOf(dir)).toEqual([]);
    expect(await warningsOf(dir)).toEqual([expect.stringMatching(/pages\.yaml: route without a name: 'faq'$/)]);
  });

  test('R-RT-8: a page that names itself needs no routes.yaml entry', async () => {
    const dir = manifestWith(pagesFile, (d) => [
      ...(d as Entry[]),
      { path: 'faq', template: 'legal', title: 'Questions', content: 'legal/terms', name: 'Faq' },
    ]);
    expect(await warningsOf(dir)).toEqual([]);
  });

  test('R-RT-8: a name without a route is reported with the name and the missing path', async () => {
    const dir = manifestWith('routes.yaml', (d) => ({
      ...(d as Entry),
      names: { ...((d as Entry).names as Entry), Study: 'study' },
    }));
    expect(await problemsOf(dir)).toEqual([]);
    expect(await warningsOf(dir)).toEqual(["campaigns/routes.yaml: name without a route: 'Study' → 'study'"]);
  });

  test('R-RT-8: the build integration logs each report as a warning at startup', async () => {
    const dir = manifestWith('routes.yaml', (d) => ({
      ...(d as Entry),
      names: { ...((d as Entry).names as Entry), Study: 'study' },
    }));
    vi.stubEnv('CAMPAIGNS_DIR', dir);
    const warn = vi.fn();
    const logger = { warn, info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as AstroIntegrationLogger;
    const setup = manifestIntegration().hooks['astro:config:setup'] as unknown as (o: {
      logger: AstroIntegrationLogger;
    }) => Promise<void>;
    await setup({ logger });
    expect(warn.mock.calls).toEqual([["campaigns/routes.yaml: name without a route: 'Study' → 'study'"]]);
  });
});
