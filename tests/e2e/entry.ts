/**
 * Where the checkout, package and quiz specs' shoppers start, and how they reach the page a test
 * is about by what the pages show: from the home page, the Ageless Beauty Balm's card to its
 * packages (the offer selector, AGELESS01's step 4) and on to its order form; from the balm's
 * advertorial, where its ads land, through the video to the skin quiz. The elixir's order form
 * (RENEW01) is purchase.ts `walkFrom`'s default walk from its generic URL.
 */
import type { Page } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { isOn } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { shopper } from './shoppers.ts';
import { tapCallToAction, walkUntil } from './walk.ts';

// Read once per worker (purchase.ts reads the same).
const manifest = await loadManifest();

/** The balm's advertorial (AGELESS01's step 1, variant A), where a shopper from its ad lands. */
export const BALM_ADVERTORIAL = '/pl221101a_ap';

/**
 * From the home page, the Ageless Beauty Balm's card to its packages; hydrated, ready for a tap,
 * unless `painted` (a test holding the selector's code back acts on the painted page).
 */
export async function toPackages(page: Page, { painted = false } = {}): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Ageless Beauty Balm', exact: true }).click();
  await page.waitForURL((u) => isOn(u, ['offer-selector']));
  if (!painted) await hydrated(page);
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

/** On the packages: "Continue to secure checkout", and the order form hydrated. */
export async function continueToOrderForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await page.waitForURL((u) => isOn(u, ['order-form']));
  await hydrated(page);
}

/** From the balm's advertorial to its video, the page before the skin quiz. */
export async function toQuizVideo(page: Page): Promise<void> {
  await page.goto(BALM_ADVERTORIAL);
  await walkUntil(page, manifest, shopper('quiz'), ['video']);
}

/**
 * From the video the quiz's call to action to the quiz; hydrated unless `painted` (a test holding
 * the quiz's code back acts on the painted page).
 */
export async function videoToQuiz(page: Page, { painted = false } = {}): Promise<void> {
  await tapCallToAction(page);
  await page.waitForURL((u) => isOn(u, ['survey']));
  if (!painted) await hydrated(page);
}

/** From the balm's advertorial through its video to the skin quiz, hydrated. */
export async function toQuiz(page: Page): Promise<void> {
  await toQuizVideo(page);
  await videoToQuiz(page);
}
