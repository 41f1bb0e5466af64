/**
 * The experimental flow (R-SES-3), active only when origexperimentalOrig is 'true': after 30 ms
 * it polls every 100 ms until the session is created, then one second later sends a Page View,
 * then the Destination and New Session events. The runtime loads this module on such a page only.
 */
import { EXPERIMENT_FOLLOW_UP_MS, EXPERIMENT_INITIAL_DELAY_MS, EXPERIMENT_POLL_MS } from '../domain/session.ts';
import { session } from '../state/session.ts';
import { mainFunnel } from './funnel.ts';
import { sendDestinationStats } from './destination-stats.ts';
import { sendNewSession, sendStats } from './stats.ts';

/** Runs the experimental event sequence; resolves when it has been sent. */
export function runExperiment(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const poll = window.setInterval(() => {
        if (!session.get().isCreated) return;
        window.clearInterval(poll);
        window.setTimeout(() => {
          void import('./page-state.ts').then((m) => m.rememberPage()).catch(() => undefined); // R-ORD-4
          sendStats('Page View', {}, { newSessionFirst: false });
          const funnel = mainFunnel();
          const destinationId = session.get().destinationId; // R-QP-1: this page's dsid first
          if (funnel && destinationId) sendDestinationStats(funnel.sfid, destinationId);
          sendNewSession();
          resolve();
        }, EXPERIMENT_FOLLOW_UP_MS);
      }, EXPERIMENT_POLL_MS);
    }, EXPERIMENT_INITIAL_DELAY_MS);
  });
}
