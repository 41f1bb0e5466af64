import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { yymmdd } from '../../../src/manifest/families.ts';
import { readCatalogue } from '../../../src/manifest/load.ts';
import { problemsOf } from '../manifest/fixture.ts';

const root = join(import.meta.dirname, '..', '..', '..');
/** The scaffolder's "today" is the store's (site.yaml's timeZone). */
const STORE_ZONE = readCatalogue(join(root, 'campaigns')).site.timeZone;

/** A copy of the real campaigns/ folder, for one run of the scaffolder to write into. */
function campaignsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campaigns-copy-'));
  cpSync(join(root, 'campaigns'), dir, { recursive: true });
  return dir;
}

function campaignNew(dir: string, args: string[], env: Record<string, string> = {}) {
  const { PORT: _port, ...inherited } = process.env;
  const run = spawnSync(join(root, 'node_modules', '.bin', 'node'), ['scripts/campaign-new.ts', ...args], {
    cwd: root,
    env: { ...inherited, CAMPAIGNS_DIR: dir, ...env },
    input: '',
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

/** `base` with each flag of `change` (flag, value, …) set: replaced when present, else added. */
function withFlags(base: readonly string[], change: readonly string[]): string[] {
  const args = [...base];
  for (let i = 0; i < change.length; i += 2) {
    const at = args.indexOf(change[i]!);
    if (at >= 0) args[at + 1] = change[i + 1]!;
    else args.push(change[i]!, change[i + 1]!);
  }
  return args;
}

const orderForms = (dir: string) => readFileSync(join(dir, 'pages', 'order-forms.yaml'), 'utf8');
const good = ['--family', 'os', '--date', '221220', '--variant', 'b', '--product', 'SkinRenewElixir'];

describe('R-GEN-1: npm run campaign:new adds one page', () => {
  test('R-GEN-1: a good entry appends exactly one line, keeps the comments, and the copy still loads', async () => {
    const dir = campaignsCopy();
    const before = orderForms(dir);
    const run = campaignNew(dir, good);

    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    const line =
      '- { family: os, date: "221220", variant: b, title: "Secure order: Skin Renew Elixir", product: SkinRenewElixir }';
    expect(orderForms(dir)).toBe(`${before}${line}\n`);
    expect(orderForms(dir).split('\n').slice(0, 2)).toEqual(before.split('\n').slice(0, 2));
    expect(orderForms(dir)).toMatch(/^# yaml-language-server: \$schema=/);
    expect(await problemsOf(dir)).toEqual([]);
  });

  test('R-GEN-1: an order form dated today (from the clock) is added and loads', async () => {
    const dir = campaignsCopy();
    const today = yymmdd(new Date(), STORE_ZONE);
    const run = campaignNew(dir, ['--family', 'os', '--date', today, '--variant', 'a', '--product', 'SkinRenewElixir']);
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toContain(`Path:    /os${today}a_ap`);
    expect(orderForms(dir)).toContain(`date: "${today}"`);
    expect(await problemsOf(dir)).toEqual([]);
  });

  test('R-GEN-1: it prints the new path and its local preview address, honouring PORT', () => {
    const run = campaignNew(campaignsCopy(), good, { PORT: '5050' });
    expect(run.out).toContain('Path:    /os221220b_ap');
    expect(run.out).toContain('Preview: http://localhost:5050/os221220b_ap');
    expect(campaignNew(campaignsCopy(), good).out).toContain('http://localhost:4321/os221220b_ap');
  }, 60_000); // two runs of the script

  test('R-GEN-1: a survey reuses the quiz and recommendation anchors of its file and the copy still loads', async () => {
    const dir = campaignsCopy();
    // AGELESS01 has a Survey step to stand at; in RENEW01, which has none, the build refuses a survey (graph.ts).
    const run = campaignNew(dir, ['--family', 'survey', '--date', '221222', '--funnel', 'AGELESS01']);
    expect(run.status).toBe(0);
    expect(readFileSync(join(dir, 'pages', 'surveys.yaml'), 'utf8')).toMatch(
      /\n- \{ family: survey, date: "221222", variant: a, title: "[^"]+", funnel: AGELESS01, questions: \*quiz, recommendations: \*rules \}\n$/,
    );
    expect(run.out).toContain('/survey221222a_ap');
    expect(await problemsOf(dir)).toEqual([]);
  });

  test('R-GEN-1: a bundle page goes to bundles.yaml with region and units', () => {
    const dir = campaignsCopy();
    const dsBundles = (d: string) => readFileSync(join(d, 'pages', 'bundles.yaml'), 'utf8');
    const before = dsBundles(dir);
    const run = campaignNew(dir, ['--family', 'bundle', '--region', 'DS', '--units', '3', '--product', 'BeautyTea']);
    // DS_3-Unit-BeautyTea exists already: refused, the file as it was.
    expect(run.status).not.toBe(0);
    expect(run.err).toContain("field 'path': duplicate path 'DS_3-Unit-BeautyTea'");
    expect(dsBundles(dir)).toBe(before);
  });
});

describe("an advertorial's defaults come from its own product, never another's", () => {
  const advertorials = (dir: string) => readFileSync(join(dir, 'pages', 'advertorials.yaml'), 'utf8');

  test("R-GEN-1: a product with no advertorial of its own is asked for one, not given another product's", () => {
    const dir = campaignsCopy();
    const before = advertorials(dir);
    const run = campaignNew(dir, ['--family', 'pl', '--date', '230301', '--product', 'multiacid']);
    expect(run.status).not.toBe(0);
    expect(run.err).toContain('multiacid has no advertorial of its own; give --content and --title');
    expect(run.err).toContain('advertorial/island-glow');
    expect(advertorials(dir)).toBe(before);
  });

  test('R-GEN-1, R-NAV-7: given its copy and headline, the line carries the label and short code of the latest advertorial', async () => {
    const dir = campaignsCopy();
    const run = campaignNew(dir, [
      '--family',
      'pl',
      '--date',
      '230301',
      '--product',
      'multiacid',
      '--content',
      'advertorial/article-common',
      '--title',
      'The peel that works overnight',
    ]);
    expect(run.err).toBe('');
    const line = advertorials(dir).trim().split('\n').at(-1)!;
    expect(line).toMatch(/content: advertorial\/article-common, product: multiacid, label: Advert\w+, shortCode: \w+/);
    expect(await problemsOf(dir)).toEqual([]);
  });

  test("R-GEN-1: a product with its own advertorial gets that article's copy and headline", () => {
    const dir = campaignsCopy();
    campaignNew(dir, ['--family', 'pl', '--date', '230301', '--product', 'BeautyTea']);
    expect(advertorials(dir).trim().split('\n').at(-1)).toContain(
      'title: "Beauty from within: the Ikarian tea ritual", content: advertorial/beauty-from-within, product: BeautyTea',
    );
  });
});

describe('R-GEN-2: a bad value is refused naming the field, and no file changes', () => {
  test.each([
    [['--date', '231399'], "field 'date': '231399' is not a date: there is no month 13"],
    [['--date', '230230'], "field 'date': '230230' is not a date: February 2023 has no day 30"],
    [['--date', '2301'], "field 'date': '2301' is not a date in YYMMDD form, e.g. 221230"],
    [['--date', '26-11-25'], "field 'date': '26-11-25' is not a date in YYMMDD form"],
    [['--product', 'Moisturiser'], "field 'product': unknown product 'Moisturiser'"],
    [['--date', '221230'], "field 'path': duplicate path 'os221230b_ap', already used by"],
    [['--variant', 'c'], "field 'variant':"],
    [['--funnel', 'NOPE01'], "field 'funnel': unknown main funnel 'NOPE01'"],
  ])('R-GEN-2: %j', (change, message) => {
    const dir = campaignsCopy();
    const before = orderForms(dir);
    const args = withFlags(good, change);
    const run = campaignNew(dir, args);

    expect(run.status).not.toBe(0);
    expect(run.err).toContain(message);
    expect(run.err).toMatch(/pages\/order-forms\.yaml: entry #55[: ]/);
    expect(run.err).not.toContain('campaign-new-check-'); // names the real file, not the checked copy
    expect(orderForms(dir)).toBe(before);
  });

  test('R-GEN-2: an unknown family is refused before any file is chosen', () => {
    const run = campaignNew(campaignsCopy(), ['--family', 'blog', '--date', '221220']);
    expect(run.status).not.toBe(0);
    expect(run.err).toContain("field 'family': unknown family 'blog'");
  });

  test('without flags and without a terminal it prints the usage and exits non-zero', () => {
    const dir = campaignsCopy();
    const run = campaignNew(dir, []);
    expect(run.status).not.toBe(0);
    expect(run.err).toContain('npm run campaign:new -- --family os');
    expect(orderForms(dir)).toBe(readFileSync(join(root, 'campaigns', 'pages', 'order-forms.yaml'), 'utf8'));
  });
});

describe('R-GEN-1: npm run campaign:new --campaign adds a whole campaign', () => {
  const files = ['funnels.yaml', 'destinations.yaml', 'site.yaml', 'pages/videos.yaml', 'pages/order-forms.yaml'];
  const snapshot = (dir: string) => files.map((f) => readFileSync(join(dir, f), 'utf8'));

  test('R-GEN-1: pages dated today, a funnel, a generic URL; the copy loads; a second run changes nothing', async () => {
    const dir = campaignsCopy();
    const before = snapshot(dir);
    const today = yymmdd(new Date(), STORE_ZONE);
    const run = campaignNew(dir, ['--campaign', 'WINTER26', '--product', 'SkinRenewElixir', '--like', 'RENEW01'], {
      PORT: '5050',
    });
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toContain(
      `Campaign WINTER26 added: SkinRenewElixir, pages dated ${today}, steps copied from RENEW01.`,
    );
    expect(run.out).toContain('Send traffic to: http://localhost:5050/gu/winter26');
    expect(run.out).toContain(`http://localhost:5050/os${today}b_ap`);
    expect(run.out).toContain('Funnel map:      http://localhost:5050/__sandbox/funnels');

    // Each file keeps its text and gains lines at its end (site.yaml: one value changed).
    const after = snapshot(dir);
    for (const [i, f] of files.entries()) if (f !== 'site.yaml') expect(after[i]!.startsWith(before[i]!), f).toBe(true);
    expect(after[2]).toBe(before[2]!.replace('"ageless-offer,renew-offer"', '"ageless-offer,renew-offer,winter26"'));

    const { checkManifest } = await import('../../../src/manifest/check.ts');
    const { readManifest } = await import('../../../src/manifest/load.ts');
    const m = checkManifest(await readManifest(dir));
    const funnel = m.funnels.find((f) => f.uniqueIdentifier === 'WINTER26')!;
    expect(funnel.orderForm).toBe(`os${today}a_ap`);
    expect(m.destinations).toContainEqual(
      expect.objectContaining({ genericUrl: 'winter26', defaultFunnel: 'WINTER26' }),
    );
    expect(m.pages.map((p) => p.path)).toEqual(
      expect.arrayContaining([`video${today}a_ap`, `video${today}b_ap`, `os${today}a_ap`, `os${today}b_ap`]),
    );

    const again = campaignNew(dir, ['--campaign', 'WINTER26', '--product', 'SkinRenewElixir', '--like', 'RENEW01']);
    expect(again.status).toBe(0);
    expect(again.out).toContain('Campaign WINTER26 exists already; nothing changed.');
    expect(again.out).toContain('/gu/winter26');
    expect(snapshot(dir)).toEqual(after);
  }, 60_000); // two runs of the script and a check of the manifest

  test("R-GEN-1: a campaign like another product's funnel passes the build's checks, leaving out what does not fit", async () => {
    const dir = campaignsCopy();
    const run = campaignNew(dir, ['--campaign', 'GLOW26', '--product', 'SkinRenewElixir', '--like', 'AGELESS01']);
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toContain("left out: step 6 'Elixir upsell' offers what the order holds");
    expect(await problemsOf(dir)).toEqual([]);
  });

  test.each([
    [['--product', 'Moisturiser'], "campaign WINTER26: field 'product': unknown product 'Moisturiser'"],
    [['--like', 'NOPE01'], "field 'like': unknown main funnel 'NOPE01'"],
    [['--date', '231399'], "field 'date': '231399' is not a date: there is no month 13"],
    [['--slug', 'renew-offer'], "field 'slug': /gu/renew-offer sends shoppers to RENEW01 already"],
    [['--region', 'US'], '--region is for one page, not with --campaign'],
    [
      ['--ends', '261226', '--successor', '/gu/winter26'],
      "entry #3 'WINTER26': field 'successor': '/gu/winter26' is this funnel's own generic URL",
    ],
    [
      ['--date', '261224', '--ends', '261226', '--successor', '/video261224a_ap'],
      "entry #3 'WINTER26': field 'successor': '/video261224a_ap' is this funnel's own page",
    ],
  ])('R-GEN-2: %j is refused and no file changes', (change, message) => {
    const dir = campaignsCopy();
    const before = snapshot(dir);
    const args = withFlags(['--campaign', 'WINTER26', '--product', 'SkinRenewElixir'], change);
    const run = campaignNew(dir, args);
    expect(run.status).not.toBe(0);
    expect(run.err).toContain(message);
    expect(snapshot(dir)).toEqual(before);
  });
});
