/**
 * What the runtime records of a visit once the page has had its first seconds, beside its events
 * (stats.ts, written at once): the page and funnel in the saved funnel state (R-ORD-4) and, on a
 * page whose wallets read the browser's name, the device info kept in user stats (R-SES-6). The
 * saved page name is read by nothing before then, and its code (the funnel state's) is the
 * heaviest a page without an island would otherwise load in those seconds. The device info names
 * the browser and its system, which only the user-agent parser can tell; the parser loads only
 * where a rule needs it (the wallets of the order form and the secure cart, state/user-agent.ts),
 * so the device info is recorded when they have it parsed, and kept on the device (`stats`).
 */
import { funnelData } from './page-data.ts';

/** The page kinds whose wallets read the browser's name (Amazon Pay's browser list, the in-app rules). */
const WALLET_PAGES = ['order-form', 'secure-cart'];

/** R-ORD-4, R-SES-6: names this page in the saved funnel state; on a wallets' page, records the device info once they know the browser. */
export async function rememberVisit(): Promise<void> {
  // If its code cannot load, the saved state keeps the last page's name.
  await import('./page-state.ts').then(
    (m) => m.rememberPage(),
    () => undefined,
  );
  if (!WALLET_PAGES.includes(funnelData()?.page.template ?? '')) return;
  const { whenAgentKnown } = await import('../state/user-agent.ts');
  whenAgentKnown((agent) => void import('./device-info.ts').then((m) => m.recordDevice(agent)));
}
