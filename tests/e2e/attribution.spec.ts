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
import { records, statsOf, type StoredRecord } from './sandbox.ts';
import { tapCallToAction } from './walk.ts';

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
    await expect.poll(async () => (await savedState(page)).pageName).toBe('Vsl');
    expect((await savedState(page)).funnel).toEqual({
      mainFunnelId: 'MF-AGELESS-01',
      uniqueIdentifier: 'AGELESS01',
      step: 2,
      destinationId: 'DST-AGELESS',
    });
    await tapCallToAction(page);
    await expect.poll(async () => (await savedState(page)).pageName).toBe('survey221201a_ap');
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
