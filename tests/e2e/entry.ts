/**
 * Where the checkout, package and quiz specs' shoppers start, and how they reach the page a test
 * is about by what the pages show: from the home page, the Ageless Beauty Balm's card to its
 * packages (the offer selector, AGELESS01's step 4) and on to its order form; from a newsletter's
 * link to the video, its call to action to the skin quiz. The elixir's order form (RENEW01) is
 * purchase.ts `walkFrom`'s own walk from its generic URL. Each page is acted on once its document
 * is parsed (its islands hydrated where the shopper acts), not after every image has loaded.
 */
import type { Page } from '@playwright/test';
import { isOn } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { tapCallToAction } from './walk.ts';

/** The video page as a newsletter links it: the named shortcut with the campaign's parameters. */
export const NEWSLETTER_VIDEO = '/vsl?utm_source=newsletter';

/** Waits until the page is one of `templates`, its document parsed. */
const reached = (page: Page, templates: readonly string[]) =>
  page.waitForURL((u) => isOn(u, templates), { waitUntil: 'domcontentloaded' });

/**
 * From the home page, the Ageless Beauty Balm's card to its packages; hydrated, ready for a tap,
 * unless `painted` (a test holding the selector's code back acts on the painted page).
 */
export async function toPackages(page: Page, { painted = false } = {}): Promise<void> {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('main').getByRole('link', { name: 'Ageless Beauty Balm', exact: true }).click();
  await reached(page, ['offer-selector']);
  if (!painted) await hydrated(page);
}

/** On the packages: "Continue to secure checkout", and the order form hydrated. */
export async function continueToOrderForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await reached(page, ['order-form']);
  await hydrated(page);
}

/**
 * From the home page through the balm's packages to its order form (either of its split test's
 * two), ready for a tap; `pick` names the package (the selector's own choice, 3 jars, without it).
 */
export async function toBalmOrderForm(page: Page, pick?: RegExp): Promise<void> {
  await toPackages(page);
  if (pick) await page.getByRole('radio', { name: pick }).check();
  await continueToOrderForm(page);
}

/** A newsletter's link to the video, the page before the skin quiz. */
export async function toQuizVideo(page: Page): Promise<void> {
  await page.goto(NEWSLETTER_VIDEO, { waitUntil: 'domcontentloaded' });
}

/**
 * From the video, its call to action to the quiz; hydrated unless `painted` (a test holding the
 * quiz's code back acts on the painted page).
 */
export async function videoToQuiz(page: Page, { painted = false } = {}): Promise<void> {
  await tapCallToAction(page);
  await reached(page, ['survey']);
  if (!painted) await hydrated(page);
}

/** From a newsletter's link to the video, through its call to action to the skin quiz, hydrated. */
export async function toQuiz(page: Page): Promise<void> {
  await toQuizVideo(page);
  await videoToQuiz(page);
}
