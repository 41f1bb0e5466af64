/**
 * The funnel runtime every page runs (plain TypeScript, no framework): session, affiliate
 * capture, appScreenView, the visit's events (written to the outbox at once, stats.ts) and page
 * behaviours. The funnel rules load with `import()` when due: variant routing at once on a step
 * that may be split-tested, the calls to action when the shopper reaches for one or, after the
 * page's first seconds, when the browser is idle; so do the generic-URL entry and the default page
 * on the pages that need them, and the rest of the visit's record (funnel state, device info)
 * after the first seconds, when the browser is idle. A page without an island loads only what it
 * uses before the shopper acts. Islands use `navigation.ts`, `stats.ts` and `errors.ts` directly;
 * scripts that take a payment import `page-services.ts`.
 */
import { findCurrentStep } from '../domain/funnel/current-step.ts';
import { maySplitTest } from '../domain/funnel/split-test.ts';
import { afterPayment, standsIn } from '../domain/funnel/page-kinds.ts';
import { CALL_TO_ACTION } from './call-to-action.ts';
import { holdEarlyTaps, holding } from './early-taps.ts';
import { emit } from './events.ts';
import { whenIdle } from './idle.ts';
import { device, mainFunnel, query } from './funnel.ts';
import { applyVisibility, scrollToTop } from './page-behaviour.ts';
import { funnelData, type FunnelData } from './page-data.ts';
import { markSessionCreated, startSession } from './session.ts';
import { recordVisit } from './stats.ts';

/** A page's first seconds, from its navigation: what the shopper has them for (budgets: scripts/bench-budgets.ts). */
const FIRST_SECONDS_MS = 5000;

/**
 * What tells that the shopper reaches for a link (the rules start loading then at the latest) or
 * has begun to move on the page (no scroll to the top after it).
 */
const INTENT = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel'] as const;

let wired: Promise<void> | undefined;
let ready = false;
/**
 * R-FLOW-1: points the calls to action at their targets (once). Their chunk brings the
 * navigation's; the funnel rules' chunk both import is on its way already on most pages, with the
 * outbox's sender that the page's first event asked for. (An `import()` of navigation.ts beside
 * would put a namespace object in its chunk: funnel-nav.ts.) When they cannot load (a network
 * error, a deploy that replaced the chunk), the links keep their built targets, which lead to the
 * same steps without the carried parameters: a tap is never lost.
 */
const wire = () =>
  (wired ??= (async () => {
    // Awaited, not `import().then(…, onError)`: Vite moves a `.then` chained on an `import()` into
    // the load it hands the import helper, which is not called when the chunks failed to arrive.
    try {
      (await import('./cta.ts')).wireCallsToAction();
    } catch (error) {
      console.error('funnel rules not loaded: links kept as built', error);
    }
    ready = true;
  })());

/** `work` once the page has had its first seconds, when the browser is idle (at the latest `timeoutMs` later). */
function afterFirstSeconds(work: () => void, timeoutMs: number): void {
  window.setTimeout(() => whenIdle(work, timeoutMs), Math.max(0, FIRST_SECONDS_MS - performance.now()));
}

/**
 * R-FLOW-1 when due: the calls to action are wired on the shopper's first pointer, touch, focus
 * or key, or once the page has had its first seconds, when the browser is idle; not in them, where
 * the rules would compete with the page for the phone's network and CPU. A tap that comes before
 * waits for the wiring, then goes where the wired link goes, so no tap follows a link without the
 * carried parameters.
 */
function wireWhenDue(): void {
  if (!document.querySelector(CALL_TO_ACTION)) return;
  holdEarlyTaps(
    CALL_TO_ACTION,
    holding(() => (ready ? undefined : wire())),
  );
  const now = () => void wire();
  for (const type of INTENT) document.addEventListener(type, now, { once: true, passive: true, capture: true });
  afterFirstSeconds(now, 3000);
}

/** R-NAV-6: the variant this path shows in the current step, by the cheap rules of current-step.ts. */
function variantHere(): string | undefined {
  const steps = mainFunnel()?.defaultFunnels ?? [];
  const here = window.location.pathname;
  const step = findCurrentStep(steps, { stepParam: query().get('step'), path: here });
  return step?.variants.find((v) => `/${v.url}` === here)?.sfid;
}

/** R-VAR-2: whether this page's step may be split-tested, so its routing may send the shopper on. */
function mayRoute(data: FunnelData): boolean {
  const funnel = mainFunnel();
  const at = { stepParam: query().get('step'), path: window.location.pathname, standsIn: standsIn(data.page.template) };
  return !!funnel && maySplitTest(funnel, at);
}

/** R-VAR-2: routes to the remembered variant where the step may be split-tested; true when leaving. */
async function routeToVariant(data: FunnelData): Promise<boolean> {
  if (!mayRoute(data)) return false;
  try {
    return (await import('./routing.ts')).routeToVariant();
  } catch (error) {
    // The page stays as it is and works on (back lock, session, stats); only the routing is lost.
    // The shopper sees this page, so the visit's events it held for the routing's decision go.
    console.error('funnel rules not loaded: no variant routing', error);
    void import('./held-visit.ts').then((m) => m.releaseHeldVisit()).catch(() => undefined);
    return false;
  }
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
  startSession();
  // R-AFF-1: the capture's code loads beside the page; it stores the parameters and writes its call
  // to the outbox at once, never waited for. A capture that cannot load never holds the page (the
  // pipeline and the sender read the URL's parameters themselves, R-AFF-3).
  const affiliate = import('./affiliate.ts').then((m) => m.captureAffiliate()).catch(() => undefined);
  screenView(data);
  if (data.page.path.startsWith('gu/')) {
    const entry = import('./generic-url.ts');
    await affiliate; // the parameters stored before the shopper moves on (their call is not waited for)
    markSessionCreated();
    await (await entry).enterGenericUrl(data);
    return;
  }
  if (data.page.template === 'default') (await import('./unknown-page.ts')).reportUnknownPage();
  // The visit's events are written before the routing decides, which may wait for the funnel rules:
  // a shopper who taps on meanwhile leaves them. Where the routing may send the shopper on to
  // their variant, they wait for its decision (held-visit.ts).
  const experimental = query().get('origexperimentalOrig') === 'true';
  if (!experimental) recordVisit(mayRoute(data));
  // Before the routing, which may wait for the funnel rules: elements shown or hidden later would
  // shift the page. After the visit's events: the device it marks on the root element tells the
  // page's first script that they are written, so the links' taps it holds go on (early-taps.ts
  // `VISIT_WRITTEN`: a signal that costs the runtime no byte).
  applyVisibility(
    [data.page.shortCode, variantHere()].filter((c): c is string => !!c),
    device(),
  );
  // R-NAV-2 on activation, not after the rules have loaded: a late scroll would move the page
  // under a shopper who has reached for a call to action meanwhile.
  scrollToTop(INTENT);
  if (await routeToVariant(data)) return;
  wireWhenDue();
  if (afterPayment(data.page.template)) {
    // The one-order record is read only after a payment; other pages do not load it.
    const onward = `${window.location.pathname}${window.location.search}`;
    void import('../state/order-record.ts').then((m) => m.noteOnward(onward)).catch(() => undefined);
  }
  markSessionCreated();
  if (experimental) {
    // R-SES-3's timers start as soon as their code has arrived; it names the page in the funnel state itself.
    await import('./experiment.ts').then((m) => m.runExperiment());
    return;
  }
  // What can wait is done once the page has had its first seconds, when the browser is idle: the
  // funnel state's page name and device info (visit.ts), and measuring what shoppers feel
  // (web-vitals.ts, which reads the browser's buffered entries, so those seconds count all the
  // same; a page hidden within them reports none). Neither competes with the shopper for them.
  const later = () => {
    void import('./visit.ts').then((m) => m.rememberVisit()).catch(() => undefined);
    void import('./web-vitals.ts').then((m) => m.reportWebVitals()).catch(() => undefined);
  };
  afterFirstSeconds(later, 5000);
}

start().catch((error: unknown) => console.error('funnel runtime failed to start', error));
