/**
 * The record of a visit, loaded by the runtime when it is due rather than with the page: the
 * device info kept in user stats (R-SES-6) and the visit's stats events (R-SES-1, R-SES-2,
 * R-SES-4: Session for a new session, then Page View).
 */
import { deviceInfo } from '../domain/device.ts';
import { NEW_SESSION_FLAG } from '../domain/session.ts';
import { sessionGet } from '../state/session-storage.ts';
import { browserAgent } from '../state/user-agent.ts';
import { setDeviceInfo } from '../state/user-stats.ts';
import { whenIdle } from './idle.ts';
import { sendStats } from './stats.ts';

/** R-SES-6: stores this browser's device info (its user agent parsed once per session). */
export async function recordDevice(): Promise<void> {
  const agent = await browserAgent();
  setDeviceInfo(
    deviceInfo({
      userAgent: navigator.userAgent,
      agent,
      language: navigator.language,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      maxTouchPoints: navigator.maxTouchPoints,
    }),
  );
}

/**
 * The Session event when this is the new session's first recorded visit, then Page View; then
 * the page and funnel in the saved funnel state (R-ORD-4); the device info in a task of its own
 * when the browser is idle. Reading the time zone is the page's first use of Intl, whose
 * locale data takes a phone's main thread for a long task; the events do not carry the device
 * info, so they need not wait for it (issue 10).
 */
export async function recordVisit(): Promise<void> {
  const device = new Promise<void>((done) =>
    whenIdle(() => {
      // A parser that cannot load leaves the device info as it was; stats go on without it.
      recordDevice().then(done, done);
    }, 2000),
  );
  // R-SES-1: the session event goes with the session's first recorded visit (its 'New Session'
  // still to go): on the page that created the session, or on the funnel page a generic URL opens,
  // which creates the session but sends the visitor on before any visit is recorded (issue 23).
  if (sessionGet(NEW_SESSION_FLAG) === '1') await sendStats('Session');
  await sendStats('Page View');
  // After the events, which it must not delay on a slow phone: the funnel state's code loads only
  // here on a page without an island. If it cannot, the saved state keeps the last page's name.
  await import('./page-state.ts').then(
    (m) => m.rememberPage(),
    () => undefined,
  );
  await device;
}
