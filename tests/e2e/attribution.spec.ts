/**
 * Attribution a marketer and an affiliate can trust: what the sandbox records from a shopper who
 * comes from an ad and moves by taps. The first touch of a session is its landing, which later
 * pages carry and never replace (R-AFF-2, R-AFF-3); the destination in the URL wins over one kept
 * from before, and a new session keeps none (R-QP-1); a session that starts on a generic URL sends
 * its Session event like any other (R-SES-1); the saved funnel state names the page and the funnel
 * (R-ORD-4). The journeys walk from an ad to a receipt through a purchase and an upsell and read
 * every stats event, affiliate record and order field by field.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { savedState } from './funnel-state.ts';
import { sessionIdOf } from './runtime.ts';
import { ordersOf, records, statsOf, type StoredRecord } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { tapCallToAction, walkToReceipt } from './walk.ts';

const manifest = await loadManifest();

/** A unique affiliate id, so this test's records can be told apart. */
const affiliateId = (tag: string) => `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The affiliate records of one affiliate id, oldest first. */
async function affiliateRecords(request: APIRequestContext, affId: string): Promise<StoredRecord[]> {
  return (await records(request, 'affiliate')).filter((r) => r.body.affId === affId);
}

/** The event types of a session, in the order the sandbox received them. */
async function eventTypes(request: APIRequestContext, sessionId: string): Promise<unknown[]> {
  return (await statsOf(request, sessionId)).map((r) => r.body.eventType);
}

/** The affiliate parameters (§3) of a landing on `landingUrl` from `referralUrl`. */
function landing(landingUrl: string, referralUrl: string, values: { affId: string; subId1?: string }) {
  return {
    referralUrl,
    landingUrl,
    salesFunnel: 'Funnel',
    affId: values.affId,
    offId: '',
    subId1: values.subId1 ?? '',
    subId2: '',
    subId3: '',
    subId4: '',
    subId5: '',
  };
}

test.describe('R-AFF-2, R-AFF-3: the landing page of an affiliate link', () => {
  test('R-AFF-2, R-AFF-3: the page an affiliate link lands on stays the landing when the shopper taps on', async ({
    page,
    request,
    baseURL,
  }) => {
    const affId = affiliateId('LAND');
    const url = `/vsl?affid=${affId}&subid1=review&utm_source=partner`;
    await page.goto(url, { referer: 'https://partner.example/review' });
    const id = await sessionIdOf(page);
    await expect.poll(() => eventTypes(request, id)).toEqual(['New Session', 'Session', 'Page View']);
    await tapCallToAction(page);
    expect(new URL(page.url()).searchParams.get('affid'), 'the link carries the affiliate on').toBe(affId);
    await expect.poll(() => eventTypes(request, id)).toEqual(['New Session', 'Session', 'Page View', 'Page View']);

    const expected = landing(`${baseURL}${url}`, 'https://partner.example/review', { affId, subId1: 'review' });
    const affiliate = await affiliateRecords(request, affId);
    expect(affiliate.map((r) => r.body)).toEqual([{ ...expected, affParameters: expected }]);
    // R-AFF-3: every call of the visit, on the landing page and after it, carries the landing.
    for (const event of await statsOf(request, id)) expect(event.body.affParameters).toEqual(expected);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('affiliateInfo') ?? 'null') as unknown)).toEqual(
      expected,
    );
  });
});

test.describe('R-QP-1: dsid', () => {
  test('R-QP-1: the destination in the URL wins over one kept from an earlier session, and a new session keeps none', async ({
    page,
    context,
    request,
  }) => {
    // An earlier visit through a generic URL kept its destination, DST-RENEW.
    await page.goto('/gu/renew-offer?utm_source=google');
    await page.waitForURL(/uid=RENEW01/);
    const earlier = await sessionIdOf(page);
    await expect.poll(() => eventTypes(request, earlier)).toContain('Page View');

    // Seven days later (the GAID cookie has gone) an ad for the other destination.
    await context.clearCookies({ name: 'GAID' });
    await page.goto('/vsl?dsid=DST-AGELESS&utm_source=facebook');
    const ad = await sessionIdOf(page);
    expect(ad).not.toBe(earlier);
    await expect.poll(() => eventTypes(request, ad)).toEqual(['New Session', 'Session', 'Page View']);
    await tapCallToAction(page);
    expect(new URL(page.url()).searchParams.get('dsid')).toBe('DST-AGELESS');
    await expect.poll(async () => (await eventTypes(request, ad)).length).toBe(4);
    for (const e of await statsOf(request, ad)) expect(e.body.destinationId, String(e.body.url)).toBe('DST-AGELESS');

    // Another new session, from a link without dsid: no destination at all.
    await context.clearCookies({ name: 'GAID' });
    await page.goto('/vsl?utm_source=newsletter');
    const plain = await sessionIdOf(page);
    await expect.poll(() => eventTypes(request, plain)).toEqual(['New Session', 'Session', 'Page View']);
    await tapCallToAction(page);
    expect(new URL(page.url()).searchParams.has('dsid')).toBe(false);
    await expect.poll(async () => (await eventTypes(request, plain)).length).toBe(4);
    for (const e of await statsOf(request, plain)) expect(e.body).not.toHaveProperty('destinationId');
  });
});

test.describe('R-SES-1: the session event', () => {
  test('R-SES-1, R-SES-2: a session that starts on a generic URL sends Destination, New Session, Session, then Page View', async ({
    page,
    request,
  }) => {
    await page.goto('/gu/renew-offer?utm_source=facebook');
    await page.waitForURL(/uid=RENEW01/);
    const id = await sessionIdOf(page);
    await expect.poll(() => eventTypes(request, id)).toEqual(['Destination', 'New Session', 'Session', 'Page View']);
    const variant = manifest.funnels
      .find((f) => f.uniqueIdentifier === 'RENEW01')!
      .defaultFunnels[0]!.variants.find((v) => `/${v.url}` === new URL(page.url()).pathname)!;
    const session = (await statsOf(request, id))[2]!.body;
    expect(session).toMatchObject({
      eventType: 'Session',
      sessionId: id,
      mainFunnelId: 'MF-RENEW-01',
      funnelSTPId: variant.sfid,
      destinationId: 'DST-RENEW',
      url: page.url(),
    });

    // The next page of the session sends its page view only.
    await tapCallToAction(page);
    await expect
      .poll(() => eventTypes(request, id))
      .toEqual(['Destination', 'New Session', 'Session', 'Page View', 'Page View']);
  });
});

test.describe('R-ORD-4: the saved funnel state', () => {
  test('R-ORD-4: the saved state names the page the shopper is on and the funnel they are in', async ({ page }) => {
    await page.goto('/vsl?dsid=DST-AGELESS&utm_source=facebook');
    // Written once the page has had its first 5 s, when the browser is idle (runtime/visit.ts).
    await expect.poll(async () => (await savedState(page)).pageName, { timeout: 15_000 }).toBe('Vsl');
    expect((await savedState(page)).funnel).toEqual({
      mainFunnelId: 'MF-AGELESS-01',
      uniqueIdentifier: 'AGELESS01',
      step: 2,
      destinationId: 'DST-AGELESS',
    });
    await tapCallToAction(page);
    await expect.poll(async () => (await savedState(page)).pageName, { timeout: 15_000 }).toBe('survey221201a_ap');
    const state = await savedState(page);
    expect(state.funnel).toEqual({
      mainFunnelId: 'MF-AGELESS-01',
      uniqueIdentifier: 'AGELESS01',
      step: 3,
      destinationId: 'DST-AGELESS',
    });
    expect(Date.parse(String(state.savedAt))).toBeGreaterThan(Date.now() - 60_000);
  });
});

/** What every record of one journey carries: its session, funnel, destination, page content and landing. */
interface Attribution {
  sessionId: string;
  funnel: (typeof manifest.funnels)[number];
  destinationId: string;
  contentId: string;
  /** The destination's split test drawn at a generic URL; none for a direct landing. */
  splitTestingFunnelId: string | undefined;
  affParameters: ReturnType<typeof landing>;
}

/** The §3 stats payload a page of the journey's funnel sends (R-SES-4): its variant, its step's split test. */
function statsInfoAt(a: Attribution, url: string) {
  const path = new URL(url).pathname;
  const step = a.funnel.defaultFunnels.find((s) => s.variants.some((v) => `/${v.url}` === path));
  expect(step, `${path} is a step of ${a.funnel.uniqueIdentifier}`).toBeDefined();
  return {
    funnelSTPId: step!.variants.find((v) => `/${v.url}` === path)!.sfid,
    mainFunnelId: a.funnel.sfid,
    sessionId: a.sessionId,
    destinationId: a.destinationId,
    contentId: a.contentId,
    splitTestingFunnelId: a.splitTestingFunnelId,
    splitTestingPageId: step!.splitTestEnabled ? step!.splitTesting[0]?.sfid : undefined,
  };
}

/** The stats payload fields of a recorded body. */
const statsFields = (body: Record<string, unknown>) => {
  const { funnelSTPId, mainFunnelId, sessionId, destinationId, contentId, splitTestingFunnelId, splitTestingPageId } =
    body;
  return { funnelSTPId, mainFunnelId, sessionId, destinationId, contentId, splitTestingFunnelId, splitTestingPageId };
};

/**
 * Every page stats event of the session carries the page's payload and the landing, and the
 * split-tested step `splitTest` is among them; the orders (a paid parent and one accepted offer)
 * carry the landing and the payload of the page they were paid on; the affiliate was told once,
 * of the landing.
 */
async function expectAttribution(
  request: APIRequestContext,
  a: Attribution,
  shopper: { email: string; walked: string[]; splitTest: string },
) {
  const events = (await statsOf(request, a.sessionId)).filter((r) => r.variant === 'page');
  expect(events.map((e) => e.body.splitTestingPageId)).toContain(shopper.splitTest);
  const viewed = events.filter((e) => e.body.eventType === 'Page View').map((e) => new URL(String(e.body.url)));
  // A page left within the tracking delay sends no view (R-SES-8); the receipt always does.
  expect(viewed.map((u) => u.pathname.slice(1))).toContain(shopper.walked.at(-1));
  for (const u of viewed) expect(shopper.walked).toContain(u.pathname.slice(1));
  for (const e of events) {
    const what = `${String(e.body.eventType)} on ${String(e.body.url)}`;
    expect(statsFields(e.body), what).toEqual(statsInfoAt(a, String(e.body.url)));
    expect(e.body.affParameters, what).toEqual(a.affParameters);
  }
  expect((await affiliateRecords(request, a.affParameters.affId)).map((r) => r.body)).toEqual([
    { ...a.affParameters, affParameters: a.affParameters },
  ]);
  const orders = await ordersOf(request, { email: shopper.email });
  expect(orders.map((o) => [o.orderType, o.status])).toEqual([
    ['Standard', 'Paid'],
    ['Upsell', 'Paid'],
  ]);
  for (const o of orders) {
    const info = o.statsInfo as Record<string, unknown>;
    expect(o.affParameters, `${o.orderType} order`).toEqual(a.affParameters);
    expect(statsFields(info), `${o.orderType} order`).toEqual(statsInfoAt(a, String(info.url)));
  }
}

test.describe('the session journey from an ad', () => {
  test.describe.configure({ timeout: 120_000 });

  test('R-AFF-2, R-AFF-3, R-QP-1, R-SES-1, R-SES-4: an ad landing with affid, dsid, pcid and UTM, walked by taps through a purchase and an upsell, is attributed to its landing, destination and split tests', async ({
    page,
    request,
    baseURL,
  }) => {
    const s = shopper('ad-journey');
    const affId = affiliateId('JRN');
    const contentId = `PC-AD-${affId}`.slice(0, 40);
    const ad = `/vsl?affid=${affId}&subid1=ad7&dsid=DST-AGELESS&pcid=${contentId}&utm_source=facebook&utm_medium=cpc&utm_campaign=spring`;
    await page.goto(ad, { referer: 'https://www.facebook.com/' });
    const sessionId = await sessionIdOf(page);
    // The shopper watches a moment before tapping on: the landing's visit is recorded.
    await expect.poll(() => eventTypes(request, sessionId)).toEqual(['New Session', 'Session', 'Page View']);
    const walk = await walkToReceipt(page, manifest, s);
    test.info().annotations.push({ type: 'walk', description: walk.pages.join(' → ') });
    expect(walk.accepted).toBe(1);
    expect(await sessionIdOf(page)).toBe(sessionId);
    // The receipt's page view is the session's last event.
    await expect
      .poll(async () => (await statsOf(request, sessionId)).at(-1)?.body.url)
      .toContain('/order-success-common');
    const types = await eventTypes(request, sessionId);
    expect(
      types.filter((t) => t === 'Session' || t === 'New Session'),
      'one session',
    ).toHaveLength(2);
    await expectAttribution(
      request,
      {
        sessionId,
        funnel: manifest.funnels.find((f) => f.uniqueIdentifier === 'AGELESS01')!,
        destinationId: 'DST-AGELESS',
        contentId,
        splitTestingFunnelId: undefined,
        affParameters: landing(`${baseURL}${ad}`, 'https://www.facebook.com/', { affId, subId1: 'ad7' }),
      },
      { email: s.email, walked: walk.pages, splitTest: 'ST-AGE-ORDER-1' },
    );
  });

  test('R-AFF-2, R-AFF-3, R-QP-1, R-DST-2, R-SES-4: an ad on a generic URL, sent by the draw into the split-test funnel, is attributed to the generic URL, its destination and both split tests', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const s = shopper('gu-journey');
    const affId = affiliateId('GUJ');
    const contentId = `PC-GU-${affId}`.slice(0, 40);
    // DST-AGELESS sends 70 % to AGELESS01 and 30 % to RENEW01 (DST-ST-RENEW): a draw of 0.85 is RENEW01's.
    await context.addInitScript(() => {
      if (location.pathname.startsWith('/gu/')) Math.random = () => 0.85;
    });
    // A session of its own: the pinned draw must not make every run's session id the same.
    const sessionId = `gu${Date.now().toString(36)}`.slice(0, 14);
    await context.addCookies([{ name: 'GAID', value: sessionId, url: baseURL! }]);
    const ad = `/gu/ageless-offer?affid=${affId}&pcid=${contentId}&utm_source=google&utm_campaign=renew`;
    await page.goto(ad, { referer: 'https://www.google.com/' });
    await page.waitForURL(/uid=RENEW01/);
    // The shopper watches a moment: the split-tested video's page view is recorded.
    await expect.poll(() => eventTypes(request, sessionId)).toEqual(['Destination', 'Page View']);
    const walk = await walkToReceipt(page, manifest, s);
    test.info().annotations.push({ type: 'walk', description: walk.pages.join(' → ') });
    expect(new URL(page.url()).searchParams.get('uid')).toBe('RENEW01');
    await expect
      .poll(async () => (await statsOf(request, sessionId)).at(-1)?.body.url)
      .toContain('/IkariaBeauty-Receipt_AP');
    const funnel = manifest.funnels.find((f) => f.uniqueIdentifier === 'RENEW01')!;
    const affParameters = landing(`${baseURL}${ad}`, 'https://www.google.com/', { affId });
    const destination = (await statsOf(request, sessionId)).filter((r) => r.variant === 'destination');
    expect(destination.map((r) => r.body)).toEqual([
      {
        funnelSTFId: funnel.sfid,
        sessionId,
        destinationId: 'DST-AGELESS',
        splitTestingId: 'DST-ST-RENEW',
        eventType: 'Destination',
        affParameters,
      },
    ]);
    await expectAttribution(
      request,
      {
        sessionId,
        funnel,
        destinationId: 'DST-AGELESS',
        contentId,
        splitTestingFunnelId: 'DST-ST-RENEW',
        affParameters,
      },
      { email: s.email, walked: walk.pages, splitTest: 'ST-RENEW-VIDEO-1' },
    );
  });
});
