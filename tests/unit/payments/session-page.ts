/**
 * A page of the funnel session 'sess-1' as the payments see it: fresh modules over the given
 * localStorage (so a reload or a second tab shares it), a new session storage, and a page port
 * whose error handler `reportError` records what it is given, a failed payment's too. Mock modules
 * before calling it.
 */
import { vi } from 'vitest';
import { installGlobal, MapStorage, removeGlobals } from '../state/fake-storage.ts';

/** Loads the state layer of a new page of the session. */
export async function sessionPage(local: MapStorage) {
  removeGlobals();
  installGlobal('localStorage', local);
  installGlobal('sessionStorage', new MapStorage());
  vi.resetModules();
  const state = await import('../../../src/state/index.ts');
  const reportError = vi.fn();
  const { providePagePort } = await import('../../../src/state/page-port.ts');
  providePagePort({
    statsInfo: () => ({ sessionId: 'sess-1' }),
    reportError,
    paymentFailed: reportError, // a refused payment is reported the same way (its page move is the runtime's)
    afterPaymentHref: () => '/upsell',
  });
  state.setSessionId('sess-1', true);
  return { state, reportError };
}
