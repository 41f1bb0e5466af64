/**
 * The experimental flow (R-SES-3), active only when origexperimentalOrig is 'true': after 30 ms
 * it polls every 100 ms until the session is created, then one second later sends a Page View,
 * then the Destination and New Session events. The runtime loads this module on such a page only;
 * the stats sender loads when the first event is due.
 */
import { EXPERIMENT_FOLLOW_UP_MS, EXPERIMENT_INITIAL_DELAY_MS, EXPERIMENT_POLL_MS } from '../domain/session.ts';
import { session } from '../state/session.ts';
import { mainFunnel } from './funnel.ts';

/** Runs the experimental event sequence; resolves when it has been sent. */
export function runExperiment(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const poll = window.setInterval(() => {
        if (!session.get().isCreated) return;
        window.clearInterval(poll);
        window.setTimeout(async () => {
          const { sendDestinationStats, sendNewSession, sendStats } = await import('./stats.ts');
          void import('./page-state.ts').then((m) => m.rememberPage()).catch(() => undefined); // R-ORD-4
          await sendStats('Page View', {}, { newSessionFirst: false });
          const funnel = mainFunnel();
          const destinationId = session.get().destinationId; // R-QP-1: this page's dsid first
          if (funnel && destinationId) await sendDestinationStats(funnel.sfid, destinationId);
          await sendNewSession();
          resolve();
        }, EXPERIMENT_FOLLOW_UP_MS);
      }, EXPERIMENT_POLL_MS);
    }, EXPERIMENT_INITIAL_DELAY_MS);
  });
}
