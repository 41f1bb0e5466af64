/**
 * The funnel runtime every page runs (plain TypeScript, no framework): session, affiliate
 * capture, variant routing, appScreenView, calls to action and page behaviours at once; the
 * generic-URL entry and the default page load with `import()` on the pages that need them, and
 * the visit's record (device info and stats) after the R-SES-3 delay, so a page without an island
 * loads only what it uses before the shopper acts (issue 10).
 * Islands use `navigation.ts`, `stats.ts` and `errors.ts` directly.
 */
import { TRACKING_EVENT_DELAY_MS } from '../domain/session.ts';
import { pageForStep, toHref } from '../domain/funnel/navigation.ts';
import { rememberedStep } from '../domain/funnel/stats.ts';
import { providePagePort } from '../state/page-port.ts';
import { currentUserStats, rememberVariant } from '../state/user-stats.ts';
import { captureAffiliate } from './affiliate.ts';
import { emit } from './events.ts';
import { device, funnelContext, query } from './funnel.ts';
import { wireCallsToAction } from './cta.ts';
import { afterPaymentHref, carriedQuery } from './navigation.ts';
import { applyVisibility, disableBack, scrollToTop } from './page-behaviour.ts';
import { funnelData, type FunnelData } from './page-data.ts';
import { runExperiment } from './experiment.ts';
import { markSessionCreated, startSession } from './session.ts';
import { statsInfo } from './stats-info.ts';

/** Pages after the payment, where going back would risk a second order (R-NAV-4). */
const AFTER_PAYMENT = ['upsell', 'downsell', 'receipt'];

/**
 * R-VAR-2 on a split-tested step: a returning visitor who lands on another variant than the one
 * they saw goes to that one; a first visit to a variant page remembers the variant it shows.
 * Returns true when leaving the page.
 */
function routeToVariant(): boolean {
  const ctx = funnelContext();
  const step = ctx?.current;
  if (!ctx || !step?.splitTestEnabled) return false;
  const here = window.location.pathname;
  const seen = rememberedStep(currentUserStats(), ctx.funnel.sfid, step.step);
  const page = pageForStep(ctx, step);
  if (!page) return false;
  const onVariant = step.variants.find((v) => `/${v.url}` === here);
  if (seen && page.path !== here) {
    rememberVariant(ctx.funnel.sfid, page.remember);
    window.location.replace(toHref(page, carriedQuery()));
    return true;
  }
  rememberVariant(
    ctx.funnel.sfid,
    onVariant ? { ...page.remember, url: onVariant.url, variantId: onVariant.sfid } : page.remember,
  );
  return false;
}

/** R-NAV-1: the screen view of this page. */
function screenView(data: FunnelData): void {
  const generic = data.page.path.startsWith('gu/');
  emit({
    event: 'appScreenView',
    screenPath: data.page.path,
    screenName: generic ? 'GenericUrlFunnel' : (data.page.pageName ?? data.page.path),
    customTitle: document.title,
    fullUrl: window.location.href,
  });
}

async function start(): Promise<void> {
  const data = funnelData();
  if (!data) return;
  const created = startSession().isCreated;
  const affiliate = captureAffiliate();
  screenView(data);
  if (data.page.path.startsWith('gu/')) {
    const [entry, visit] = [import('./entry-pages.ts'), import('./visit.ts')]; // fetched side by side
    await affiliate;
    markSessionCreated();
    (await visit).recordDevice();
    await (await entry).enterGenericUrl(data);
    return;
  }
  if (data.page.template === 'default') (await import('./entry-pages.ts')).reportUnknownPage();
  if (routeToVariant()) return;
  wireCallsToAction();
  scrollToTop();
  if (AFTER_PAYMENT.includes(data.page.template)) {
    disableBack();
    // The one-order record is read only after a payment; other pages do not load it.
    const onward = `${window.location.pathname}${window.location.search}`;
    void import('../state/order-record.ts').then((m) => m.noteOnward(onward));
  }
  const variant = funnelContext()?.current?.variants.find((v) => `/${v.url}` === window.location.pathname);
  applyVisibility(
    [data.page.shortCode, variant?.sfid].filter((c): c is string => !!c),
    device(),
  );
  markSessionCreated();
  if (query().get('origexperimentalOrig') === 'true') {
    // R-SES-3's timers start now (experiment.ts is small and static); the device info loads beside them.
    const sequence = runExperiment();
    (await import('./visit.ts')).recordDevice();
    await sequence;
    return;
  }
  await new Promise((r) => window.setTimeout(r, TRACKING_EVENT_DELAY_MS));
  await (await import('./visit.ts')).recordVisit(created);
}

providePagePort({
  statsInfo,
  // The error handler (toast and server log) loads when there is an error to show.
  reportError: (method, error) => void import('./errors.ts').then((m) => m.handleError(method, error)),
  afterPaymentHref,
});
start().catch((error: unknown) => console.error('funnel runtime failed to start', error));
