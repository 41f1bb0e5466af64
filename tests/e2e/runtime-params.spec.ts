/**
 * Query parameters as a shopper arrives with them (R-QP-1): the page-content id `pcid` of an ad's
 * landing URL is kept as the session's contentId and sent with every stats event the sandbox
 * receives, on the landing page and on the pages after it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sessionIdOf } from './runtime.ts';
import { statsOf } from './sandbox.ts';

/** The page-variant stats events of a session (the destination variant carries no contentId). */
async function pageEvents(request: APIRequestContext, sessionId: string) {
  return (await statsOf(request, sessionId)).filter((r) => r.variant === 'page').map((r) => r.body);
}

test.describe('R-QP-1: pcid', () => {
  test('R-QP-1: an ad landing page with ?pcid=…&utm_source=… sends its contentId with every stats event, on later pages too', async ({
    page,
    request,
  }) => {
    await page.goto('/vsl?pcid=PC-AD-77&utm_source=facebook&utm_campaign=spring');
    await expect.poll(async () => (await pageEvents(request, await sessionIdOf(page))).length).toBe(3);
    const id = await sessionIdOf(page);
    const landing = await pageEvents(request, id);
    expect(landing.map((e) => [e.eventType, e.contentId])).toEqual([
      ['New Session', 'PC-AD-77'],
      ['Session', 'PC-AD-77'],
      ['Page View', 'PC-AD-77'],
    ]);

    await page.goto('/survey?utm_source=facebook'); // a later page of the same session, without pcid
    await expect.poll(async () => (await pageEvents(request, id)).length).toBe(4);
    const later = (await pageEvents(request, id)).at(-1)!;
    expect(later).toMatchObject({ eventType: 'Page View', contentId: 'PC-AD-77' });
    expect(String(later.url)).toContain('/survey');
  });

  test('R-QP-1, R-RT-6: a generic URL with pcid hands it to the funnel page it opens', async ({ page, request }) => {
    await page.goto('/gu/renew-offer?pcid=PC-AD-9&utm_source=google');
    await page.waitForURL(/\/video221101[ab]_ap\?/);
    const id = await sessionIdOf(page);
    await expect.poll(async () => (await pageEvents(request, id)).map((e) => e.eventType)).toContain('Page View');
    const events = await pageEvents(request, id);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e).toMatchObject({ contentId: 'PC-AD-9', destinationId: 'DST-RENEW' });
  });

  test('R-QP-1: a visit without pcid sends no contentId', async ({ page, request }) => {
    await page.goto('/vsl?utm_source=newsletter');
    await expect.poll(async () => (await pageEvents(request, await sessionIdOf(page))).length).toBe(3);
    for (const e of await pageEvents(request, await sessionIdOf(page))) expect(e).not.toHaveProperty('contentId');
  });
});
