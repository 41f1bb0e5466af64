/**
 * R-GEN-1, R-GEN-2: a new product is manifest-only. One entry in `campaigns/products.yaml` and
 * its picture under public/ are enough for a bundle page, a dated order form and a whole campaign
 * of it (advertorial, video, survey), and for the sandbox to quote and take its orders. Built from
 * copies of campaigns/ and public/ (CAMPAIGNS_DIR, PUBLIC_DIR) into a temporary OUT_DIR.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { parse } from 'yaml';
import { guestOrder, startHarness, type Harness } from '../api/harness.ts';
import { buildOutDir } from '../../build-out-dir.ts';
import { manifestWith, problemsOf } from './fixture.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** The entry a marketer adds to products.yaml (the example of docs/marketers.md, "Adding a product"). */
const rosehipEntry = `
- id: RosehipNightOil
  sfid: P-RNO-010
  name: Rosehip Night Oil
  kind: elixir
  description: Cold-pressed rosehip and sea buckthorn oils that soften and even skin while you sleep.
  image: /images/products/rosehip-night-oil.svg
  taxCode: PC040100
  bundles:
    - { units: 1, price: 47.00, shippingCost: 6.95, label: "1 bottle · 30-day supply" }
    - { units: 3, price: 123.00, shippingCost: 0.00, label: "3 bottles · 90-day supply" }
    - { units: 6, price: 216.00, shippingCost: 0.00, label: "6 bottles · 180-day supply" }
  subscription:
    discountPercent: 15
    frequencies:
      - { frequency: Month, frequencyMultiplier: 1, label: Every month }
`;

const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"><title>Rosehip Night Oil</title><rect x="150" y="90" width="100" height="240" rx="16" fill="#b5502f"/></svg>\n`;

/** The pages of its campaign, one line (or block) in the family's file each. */
const campaignPages: [file: string, text: string][] = [
  [
    'bundles.yaml',
    '- { family: bundle, region: US, units: 3, product: RosehipNightOil, title: "3 × Rosehip Night Oil: secure order" }\n' +
      '- { family: bundle, region: DS, units: 1, product: RosehipNightOil, title: "1 × Rosehip Night Oil: secure order" }\n',
  ],
  [
    'order-forms.yaml',
    '- { family: os, date: "270301", variant: a, title: "Secure order: Rosehip Night Oil", product: RosehipNightOil }\n',
  ],
  [
    'advertorials.yaml',
    '- { family: pl, date: "270301", variant: a, title: "The oil Ikarian grandmothers press from wild roses", content: advertorial/rosehip-ritual, product: RosehipNightOil, label: Advertorial, shortCode: fbtcr }\n',
  ],
  [
    'videos.yaml',
    '- family: video\n  date: "270301"\n  variant: a\n  title: "Watch: the rosehip night ritual"\n  product: RosehipNightOil\n  video: *vsl\n',
  ],
  [
    'surveys.yaml',
    '- family: survey\n  date: "270301"\n  variant: a\n  title: "Is rosehip oil right for your skin?"\n  product: RosehipNightOil\n  questions: *quiz\n',
  ],
];

const advertorial = `---
title: "The Oil Ikarian Grandmothers Press From Wild Roses"
description: Rosehips ripen on Ikaria's hillsides every autumn; their oil is the heart of the Rosehip Night Oil.
updated: 2027-03-01
---

Every autumn the wild roses on Ikaria's hillsides turn to bright red hips. Pressed cold, their seeds give a golden oil
rich in linoleic acid, the heart of the **Rosehip Night Oil**.
`;

/** A copy of campaigns/ with the product, its campaign pages and its advertorial copy. */
function campaignsWithRosehip(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campaigns-rosehip-'));
  cpSync(join(root, 'campaigns'), dir, { recursive: true });
  appendFileSync(join(dir, 'products.yaml'), rosehipEntry);
  for (const [file, text] of campaignPages) appendFileSync(join(dir, 'pages', file), text);
  writeFileSync(join(dir, 'content', 'advertorial', 'rosehip-ritual.md'), advertorial);
  return dir;
}

/** What a shopper reads of a built page: its heading, pictures, links and prices. */
function shown(html: string) {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1] ?? '');
  return {
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    images: all(/<img[^>]*\ssrc="([^"]*)"/g),
    links: all(/<a[^>]*\shref="([^"]*)"/g),
    prices: [...new Set(all(/(\$\d[\d,]*\.\d\d)/g))],
  };
}

describe('a new product in the build', () => {
  const out = buildOutDir('rosehip-build-');
  const page = (path: string) => shown(readFileSync(join(out, `${path}.html`), 'utf8'));

  beforeAll(() => {
    const pub = mkdtempSync(join(tmpdir(), 'public-rosehip-'));
    cpSync(join(root, 'public'), pub, { recursive: true });
    writeFileSync(join(pub, 'images', 'products', 'rosehip-night-oil.svg'), picture);
    const run = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
      cwd: root,
      env: {
        ...process.env,
        CAMPAIGNS_DIR: campaignsWithRosehip(),
        PUBLIC_DIR: pub,
        OUT_DIR: out,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 240_000);

  test('R-RT-4: its bundle pages show its name, picture and bundle price', () => {
    const us3 = page('US_3-Unit-RosehipNightOil');
    expect(us3.heading).toBe('3 × Rosehip Night Oil: secure order');
    expect(us3.images).toContain('/images/products/rosehip-night-oil.svg');
    expect(us3.prices).toContain('$123.00');
    expect(page('DS_1-Unit-RosehipNightOil').prices).toContain('$47.00');
    expect(existsSync(join(out, 'images', 'products', 'rosehip-night-oil.svg'))).toBe(true);
  });

  test('R-RT-3: its dated order form shows its name, price, shipping and total', () => {
    const os = page('os270301a_ap');
    expect(os.heading).toBe('Secure order: Rosehip Night Oil');
    expect(os.images).toContain('/images/products/rosehip-night-oil.svg');
    expect(os.prices).toEqual(expect.arrayContaining(['$47.00', '$6.95', '$53.95'])); // 47.00 + 6.95 shipping
  });

  test('R-GEN-1: its advertorial, video and survey are published, and lead to its order page', () => {
    const pl = page('pl270301a_ap');
    expect(pl.heading).toBe('The oil Ikarian grandmothers press from wild roses');
    expect(pl.links).toContain('/US_3-Unit-RosehipNightOil');
    const video = page('video270301a_ap');
    expect(video.heading).toBe('Watch: the rosehip night ritual');
    expect(video.links).toContain('/US_3-Unit-RosehipNightOil');
    expect(page('survey270301a_ap').heading).toBe('Is rosehip oil right for your skin?');
    expect(page('index').links).toContain('/US_3-Unit-RosehipNightOil');
  });
});

describe('a new product in the sandbox', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ campaigns: campaignsWithRosehip() });
  });
  afterAll(() => h.stop());

  test('R-ORD-6: shipping and tax are quoted from its entry', async () => {
    const api = await h.client();
    const items = [{ productId: 'RosehipNightOil', units: 1 }];
    expect((await api.getShippingOptions({ country: 'US', state: 'TX', items })).options[0]).toMatchObject({
      id: 'standard',
      price: 6.95,
    });
    expect(await api.calculateTax({ address: { State: 'CA', Country: 'US' }, items })).toMatchObject({
      tax: 3.41, // 7.25 % of 47.00
      isValid: true,
    });
  });

  test('R-ORD-1: an order for it is priced from its entry and paid, with its subscription discount', async () => {
    const api = await h.client();
    const order = await api.createGuestOrder(
      guestOrder({
        orderItems: [
          { productId: 'RosehipNightOil', units: 3, quantity: 1 },
          {
            productId: 'RosehipNightOil',
            units: 1,
            quantity: 1,
            subscription: { frequency: 'Month', frequencyMultiplier: 1 },
          },
        ],
      }),
    );
    // 123.00 + 47.00 less 15 % (39.95); shipping is the highest bundle's, 6.95.
    expect(order).toMatchObject({ status: 'Paid', subtotal: 162.95, orderShippingCost: 6.95 });
  });
});

test('R-GEN-1: a sandbox already running takes orders for a product added to products.yaml, with no restart', async () => {
  const campaigns = mkdtempSync(join(tmpdir(), 'campaigns-running-'));
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const h = await startHarness({ campaigns });
  try {
    const raw = await h.raw();
    const order = guestOrder({ orderItems: [{ productId: 'RosehipNightOil', units: 3, quantity: 1 }] });
    const before = await raw.post('/proxy/api/orders/createguest', order);
    expect(before).toMatchObject({
      status: 400,
      body: { error: "orderItems.0.productId: unknown product 'RosehipNightOil'" },
    });

    appendFileSync(join(campaigns, 'products.yaml'), rosehipEntry);
    const after = await raw.post('/proxy/api/orders/createguest', order);
    expect(after).toMatchObject({ status: 200, body: { status: 'Paid', subtotal: 123 } });
  } finally {
    await h.stop();
  }
});

test('R-GEN-2: while an edit leaves products.yaml broken, the running sandbox keeps the last good catalogue and says why', async () => {
  const campaigns = mkdtempSync(join(tmpdir(), 'campaigns-broken-'));
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const h = await startHarness({ campaigns });
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    appendFileSync(join(campaigns, 'products.yaml'), '- id: RosehipNightOil\n  name: Rosehip Night Oil\n');
    const raw = await h.raw();
    const order = await raw.post('/proxy/api/orders/createguest', guestOrder());
    expect(order).toMatchObject({ status: 200, body: { status: 'Paid', subtotal: 177 } });
    expect(String(printed.mock.calls[0]?.[0])).toContain("products.yaml: entry #10 'RosehipNightOil'");
  } finally {
    printed.mockRestore();
    await h.stop();
  }
});

test("the worked example of docs/marketers.md ('Adding a product') is the entry tested here", () => {
  const doc = readFileSync(join(root, 'docs', 'marketers.md'), 'utf8');
  const block = /```yaml\n(\s*- id: RosehipNightOil\n[\s\S]*?)```/.exec(doc)?.[1] ?? '';
  expect(parse(block)).toEqual(parse(rosehipEntry));
});

describe('R-GEN-2: what a product entry must get right', () => {
  const withProduct = (change: Record<string, unknown>) =>
    manifestWith('products.yaml', (d) =>
      (d as Record<string, unknown>[]).map((p, i) => (i === 0 ? { ...p, ...change } : p)),
    );

  test('its picture is a file under public/', async () => {
    expect(await problemsOf(withProduct({ image: '/images/products/rosehip.svg' }))).toEqual([
      "campaigns/products.yaml: entry #1 'Balm': field 'image': no file public/images/products/rosehip.svg; put the picture there or correct the path",
    ]);
  });

  test('R-RT-4: a bundle page sells a bundle the product has', async () => {
    const dir = manifestWith('pages/pages.yaml', (d) => [
      ...(d as unknown[]),
      { family: 'bundle', region: 'US', units: 6, product: 'Balm', title: '6 × Test Balm' },
    ]);
    expect(await problemsOf(dir)).toEqual([
      expect.stringMatching(
        /pages\/pages\.yaml: entry #7 'US_6-Unit-Balm': field 'units': Balm is not sold in 6 units: its bundles in campaigns\/products\.yaml are 1, 3 units; use units: 3, or add a 6-unit bundle \(price, shippingCost, label\) to Balm$/,
      ),
    ]);
  });

  test("a set's components are products of the catalogue", async () => {
    expect(await problemsOf(withProduct({ kind: 'set', components: ['Balm', 'Rosehip'] }))).toEqual([
      "campaigns/products.yaml: entry #1 'Balm': field 'components.0': a product cannot be a component of itself",
      "campaigns/products.yaml: entry #1 'Balm': field 'components.1': unknown product 'Rosehip'",
    ]);
  });
});
