/**
 * No event lost, none twice (R-SES-1, R-SES-2, R-SES-4): a shopper who taps on the moment each page
 * shows, from an ad's landing article (a split-tested step, whose routing waits for the funnel
 * rules) through the video to the quiz, leaves every event those pages owe in the sandbox exactly
 * once: New Session, Session and a Page View per page; also when the code that sends them is slow
 * to arrive (the next page sends them), and when the shopper reloads and goes back while answers
 * are lost on the way. Each event keeps one id (X-Request-Id) for every try (runtime/outbox.ts);
 * the sandbox records an id once.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { holdBack, hydrated, sessionIdOf, tapHeld } from './runtime.ts';
import { statsOf, type StoredRecord } from './sandbox.ts';
import { isOn } from './purchase.ts';

/** Taps the page's main call to action as soon as it shows: no wait for the page to load or settle. */
const tapCallToAction = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: /^(Get |Yes! I want )/ })
    .first()
    .click();

/** Taps the page's main call to action at its first paint, and waits until the next page begins. */
async function tapAtFirstPaint(page: Page): Promise<void> {
  const from = page.url();
  await tapCallToAction(page);
  await page.waitForURL((u) => u.href !== from, { waitUntil: 'commit' });
}

/** The runtime's module, which every page loads with a module script (layouts/Base.astro). */
const RUNTIME = /\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

/**
 * Holds back every page's runtime until the shopper has tapped on that page, as a slow phone does:
 * each tap surely comes before the page's runtime has run. Gives how to tap (the page's runtime
 * arrives just after) and how to let the last page's runtime arrive.
 */
async function runtimeAfterEachTap(page: Page) {
  // A gate per page, by path: a page's module request may come before or after the tap on the page before.
  const gates = new Map<string, { passed: Promise<void>; open: () => void }>();
  const gateOf = (path: string) => {
    let open = () => {};
    const passed = new Promise<void>((r) => (open = r));
    return gates.get(path) ?? gates.set(path, { passed, open }).get(path)!;
  };
  const pathOf = (url: string) => new URL(url).pathname;
  await page.route(RUNTIME, async (route) => {
    await gateOf(pathOf(route.request().frame().url())).passed;
    await route.continue();
  });
  return {
    tap: async () => {
      const from = page.url();
      await tapCallToAction(page);
      gateOf(pathOf(from)).open();
      await page.waitForURL((u) => u.href !== from, { waitUntil: 'commit' });
    },
    release: () => gateOf(pathOf(page.url())).open(),
  };
}

/**
 * What one session's records say: each event type with the page it names, in the order received
 * (a page the shopper stays on for 5 s also sends its web vitals, which are not what this is about).
 */
async function eventsOf(request: APIRequestContext, sessionId: string) {
  const records = await statsOf(request, sessionId);
  return records
    .filter((r) => r.body.eventType !== 'Web Vitals')
    .map((r) => `${String(r.body.eventType)} ${new URL(String(r.body.url)).pathname}`);
}

/**
 * Counts each page the runtime started on, by path: a reload starts it again; a page restored from
 * the back-forward cache, or left before its scripts ran, does not.
 */
async function countLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('funnel:event', (e) => {
      if ((e as CustomEvent<{ event: string }>).detail.event !== 'appScreenView') return;
      const loads = JSON.parse(localStorage.getItem('__loads') ?? '[]') as string[];
      localStorage.setItem('__loads', JSON.stringify([...loads, location.pathname]));
    });
  });
}

const loadsOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('__loads') ?? '[]') as string[]);

/** What the article, the video (its path by device) and the quiz owe, in order, each once. */
const articleVideoQuiz = (video: string) => [
  'New Session /pl221101a_ap',
  'Session /pl221101a_ap',
  'Page View /pl221101a_ap',
  `Page View ${video}`,
  'Page View /survey221201a_ap',
];

/** No event id recorded twice. */
const ids = (records: StoredRecord[]) => records.map((r) => r.event_id);

test('R-SES-1, R-SES-2, R-SES-4: a shopper who taps on at the first paint of every page leaves every event those pages owe, each once', async ({
  page,
  request,
}) => {
  // Each tap comes before the page's runtime has run, as on a slow phone: the page holds it until
  // its events are written (the page's first script, runtime/early-taps.ts), then goes on.
  const runtime = await runtimeAfterEachTap(page);
  await page.goto('/pl221101a_ap?utm_source=facebook&utm_campaign=spring', { waitUntil: 'commit' });
  await runtime.tap();
  const video = new URL(page.url()).pathname;
  await runtime.tap();
  expect(new URL(page.url()).pathname).toBe('/survey221201a_ap');
  runtime.release();
  await expect.poll(() => sessionIdOf(page), { message: 'the session’s cookie' }).not.toBe('');
  const id = await sessionIdOf(page);
  await expect.poll(() => eventsOf(request, id)).toEqual(articleVideoQuiz(video));
  const records = await statsOf(request, id);
  expect(new Set(ids(records)).size).toBe(records.length);
  // The session keeps the landing's attribution: its first events name the ad's address.
  const first = new URL(String(records.find((r) => r.body.eventType === 'New Session')?.body.url));
  expect(first.searchParams.get('utm_campaign')).toBe('spring');
});

test('R-SES-4: a tap on a page whose runtime never arrives is held at most a moment, then followed', async ({
  page,
}) => {
  // The shopper is never kept on a page by its events: past the hold's cap the link is followed.
  await holdBack(page, RUNTIME);
  await page.goto('/pl221101a_ap?utm_source=facebook', { waitUntil: 'commit' });
  const link = page.getByRole('main').getByRole('link', { name: /^Get / }).first();
  expect(await tapHeld(page, link)).toBe(true);
  await expect(link).toHaveAttribute('data-held', '');
  await page.waitForURL((u) => new URL(u).pathname !== '/pl221101a_ap', { waitUntil: 'commit', timeout: 5000 });
});

test('R-SES-4: when the code that sends them is slow to arrive, the next page sends each page’s events, once and in order', async ({
  page,
  request,
}) => {
  // On a slow phone the shopper is gone before the sender's code has arrived: the events wait in
  // the tab's outbox, and the first page that has it sends them.
  const release = await holdBack(page, /\/_astro\/outbox-flush\.[\w-]+\.js$/);
  await page.goto('/pl221101a_ap?utm_source=newsletter', { waitUntil: 'commit' });
  await tapAtFirstPaint(page);
  const video = new URL(page.url()).pathname;
  await tapAtFirstPaint(page);
  const id = await sessionIdOf(page);
  expect(await statsOf(request, id)).toEqual([]);
  release();
  await expect.poll(() => eventsOf(request, id), { timeout: 20_000 }).toEqual(articleVideoQuiz(video));
});

test('R-SES-4: a reload and a Back mid-funnel, with answers lost on the way, record no event twice', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await countLoads(page);

  // The first two answers of the stats calls are lost after the sandbox has acted: the outbox
  // sends that event again under its id, while the shopper reloads the page and moves on.
  let lost = 0;
  await page.route('**/proxy/api/funnel/stats/save', async (route) => {
    if (lost >= 2) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/pl221101a_ap?utm_source=facebook');
  await expect.poll(() => lost).toBe(2);
  await page.reload();
  await tapAtFirstPaint(page);
  await page.goBack();
  await tapAtFirstPaint(page);
  await tapAtFirstPaint(page);
  const id = await sessionIdOf(page);
  // One Page View per page the runtime started on; every other event once.
  await expect.poll(() => loadsOf(page)).toContain('/survey221201a_ap');
  const loads = await loadsOf(page);
  const views = async () =>
    (await eventsOf(request, id))
      .filter((e) => e.startsWith('Page View '))
      .map((e) => e.slice('Page View '.length))
      .toSorted();
  await expect.poll(views, { timeout: 20_000 }).toEqual(loads.toSorted());
  const records = await statsOf(request, id);
  expect(new Set(ids(records)).size).toBe(records.length);
  const types = records.map((r) => r.body.eventType);
  for (const once of ['New Session', 'Session']) expect(types.filter((t) => t === once)).toHaveLength(1);
});

/** Holds back the runtime of the page at `path` only (other pages' runtimes arrive as usual) until released. */
async function holdRuntimeOn(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(RUNTIME, async (route) => {
    if (new URL(route.request().frame().url()).pathname === path) await held;
    await route.continue();
  });
  return release;
}

const continueToCheckout = (page: Page) => page.getByRole('button', { name: 'Continue to secure checkout' });

/**
 * From the home page to the balm's packages, ready for a tap: the island hydrated, though the page
 * may not have finished loading (a held runtime keeps the document from its DOMContentLoaded).
 */
async function toPackagesHydrated(page: Page): Promise<void> {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('main').getByRole('link', { name: 'Ageless Beauty Balm', exact: true }).click();
  await page.waitForURL((u) => isOn(u, ['offer-selector']), { waitUntil: 'commit' });
  await hydrated(page);
}

test('R-SES-1, R-SES-4: a package chosen while the page’s runtime script is still on its way leaves the page’s events written, each once', async ({
  page,
  request,
}) => {
  // The page's runtime script arrives after the island's code, as it may on a slow phone. The
  // island's code carries the runtime's module (one chunk, runtime-chunk.ts), which writes the
  // page's events as it is evaluated, before the island can act: a step it takes leaves them written.
  const release = await holdRuntimeOn(page, '/offer-selector');
  // Whether the packages page had written its events when it was left: the mark the runtime sets
  // on the root element once they are (runtime/early-taps.ts VISIT_WRITTEN), read as it goes.
  await page.addInitScript(() => {
    if (location.pathname !== '/offer-selector') return;
    addEventListener('pagehide', () =>
      sessionStorage.setItem('__leftWritten', String(document.documentElement.hasAttribute('data-device'))),
    );
  });
  await toPackagesHydrated(page);
  await continueToCheckout(page).click();
  // The runtime script arrives late: once the shopper is on the order form, or 0.6 s after the tap.
  const onOrderForm = page.waitForURL((u) => isOn(u, ['order-form']), { waitUntil: 'commit' });
  await Promise.race([onOrderForm, new Promise((r) => setTimeout(r, 600))]);
  release();
  await onOrderForm;
  expect(
    await page.evaluate(() => sessionStorage.getItem('__leftWritten')),
    'the packages page’s events written before it was left',
  ).toBe('true');
  const id = await sessionIdOf(page);
  await expect
    .poll(async () => (await eventsOf(request, id)).filter((e) => e.startsWith('Page View ')))
    .toEqual(['Page View /', 'Page View /offer-selector', expect.stringMatching(/^Page View \/os/)]);
  const records = await statsOf(request, id);
  expect(new Set(ids(records)).size).toBe(records.length);
});
