/**
 * The page's events through the outbox (runtime/outbox.ts, runtime/outbox-flush.ts, stats.ts), on
 * fake timers and a fake window: written to session storage the moment they happen, sent after
 * the tracking delay (R-CON-1) one at a time in order (a call that hangs holds the rest back for
 * ANSWER_WAIT_MS at most), all at once as the page is hidden, and, when a page left before their
 * answer, again by the next page under the same id.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ANSWER_WAIT_MS } from '../../../src/domain/outbox.ts';
import { cookieDocument } from '../cookie-document.ts';

interface Sent {
  eventType: unknown;
  id: string | null;
  keepalive: boolean | undefined;
}

let storage: Map<string, string>;
let sent: Sent[];
let answer: () => Promise<Response>;
let page: EventTarget & { visibilityState: string };
let win: EventTarget;

/** Opens a page of the visit: a fresh window and fresh modules over the tab's session storage. */
async function openPage(path = '/vsl') {
  vi.resetModules();
  vi.stubGlobal('performance', { timeOrigin: Date.now() + Math.random(), now: () => 0 }); // a new page load
  win = Object.assign(new EventTarget(), {
    location: { href: `https://shop.test${path}?uid=AGELESS01`, pathname: path, search: '?uid=AGELESS01' },
  });
  page = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    ...cookieDocument().doc,
    documentElement: { dataset: { brand: 'IkariaBeauty' }, hasAttribute: () => false },
    getElementById: () => null,
    referrer: '',
  });
  Object.defineProperty(page, 'cookie', Object.getOwnPropertyDescriptor(cookieDocument().doc, 'cookie')!);
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', page);
  const stats = await import('../../../src/runtime/stats.ts');
  const outbox = await import('../../../src/runtime/outbox.ts');
  const held = await import('../../../src/runtime/held-visit.ts');
  return {
    ...stats,
    ...outbox,
    ...held,
    waiting: () => JSON.parse(storage.get(outbox.OUTBOX_KEY) ?? '[]') as unknown[],
  };
}

/** Lets the sender's code load and its answers settle. */
async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  storage = new Map();
  sent = [];
  answer = async () => new Response('{"id":1}');
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)', maxTouchPoints: 5 });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { eventType?: unknown };
    sent.push({
      eventType: body.eventType,
      id: new Headers(init.headers).get('X-Request-Id'),
      keepalive: init.keepalive,
    });
    return answer();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('R-SES-4: no event lost', () => {
  test('R-SES-4, R-CON-1: an event is in session storage at once and sent 300 ms later, once answered gone', async () => {
    const p = await openPage();
    expect(p.sendStats('Page View', {}, { newSessionFirst: false })).toBe(true);
    expect(p.waiting()).toHaveLength(1); // written before any code could load or any request go
    await settle();
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sent).toEqual([{ eventType: 'Page View', id: expect.any(String), keepalive: true }]);
    expect(p.waiting()).toEqual([]);
  });

  test('R-SES-2: a new session sends New Session, Session, then Page View, one after another', async () => {
    storage.set('newSession', '1');
    const p = await openPage();
    p.recordVisit();
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sent.map((s) => s.eventType)).toEqual(['New Session', 'Session', 'Page View']);
    expect(new Set(sent.map((s) => s.id)).size).toBe(3);
  });

  test('a page hidden before the delay sends every event waiting at once, with keepalive', async () => {
    const p = await openPage();
    p.sendStats('Page View', {}, { newSessionFirst: false });
    p.sendStats('Survey', { customPayLoad: { q: 'Lines' } }, { newSessionFirst: false });
    await settle(); // the sender's code has arrived; the delay has not passed
    expect(sent).toEqual([]);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => [s.eventType, s.keepalive])).toEqual([
      ['Page View', true],
      ['Survey', true],
    ]);
  });

  test('an event whose answer never came is sent again by the next page under the same id, before its own', async () => {
    answer = () => new Promise<Response>(() => {}); // the page leaves before any answer
    const first = await openPage('/vsl');
    first.sendStats('Page View', {}, { newSessionFirst: false });
    await settle();
    win.dispatchEvent(new Event('pagehide'));
    vi.clearAllTimers(); // the page is gone: none of its timers runs
    const [lost] = sent;
    expect(first.waiting()).toHaveLength(1);

    answer = async () => new Response('{"id":1}');
    const next = await openPage('/survey221201a_ap');
    next.sendStats('Page View', {}, { newSessionFirst: false });
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sent.slice(1).map((s) => s.id)).toEqual([lost!.id, expect.any(String)]);
    expect(sent[2]!.id).not.toBe(lost!.id);
    expect(next.waiting()).toEqual([]);
  });

  test('a failed try waits 0.3 s and goes again with the same id; the events after it wait behind it', async () => {
    let fails = 1;
    answer = async () => (fails-- > 0 ? new Response('', { status: 503 }) : new Response('{"id":1}'));
    const p = await openPage();
    p.sendStats('Page View', {}, { newSessionFirst: false });
    p.sendStats('Survey', {}, { newSessionFirst: false });
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sent.map((s) => s.eventType)).toEqual(['Page View']);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sent.map((s) => s.eventType)).toEqual(['Page View', 'Page View', 'Survey']);
    expect(sent[1]!.id).toBe(sent[0]!.id);
  });

  test('an answer that comes within ANSWER_WAIT_MS is waited for: the next event goes after it, in order', async () => {
    answer = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{"id":1}')), ANSWER_WAIT_MS - 100));
    const p = await openPage();
    p.sendStats('Page View', {}, { newSessionFirst: false });
    p.sendStats('Survey', {}, { newSessionFirst: false });
    await settle();
    await vi.advanceTimersByTimeAsync(300 + ANSWER_WAIT_MS - 101);
    expect(sent.map((s) => s.eventType)).toEqual(['Page View']);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sent.map((s) => s.eventType)).toEqual(['Page View', 'Survey']);
  });

  test('a call that hangs holds the events after it back for ANSWER_WAIT_MS at most; then they go without waiting, each once', async () => {
    const answers: (() => void)[] = [];
    answer = () => new Promise((resolve) => answers.push(() => resolve(new Response('{"id":1}'))));
    const p = await openPage();
    for (const event of ['Page View', 'Survey', 'Video Play']) p.sendStats(event, {}, { newSessionFirst: false });
    await settle();
    await vi.advanceTimersByTimeAsync(300 + ANSWER_WAIT_MS - 1);
    expect(sent.map((s) => s.eventType)).toEqual(['Page View']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.eventType)).toEqual(['Page View', 'Survey', 'Video Play']);
    // Hidden, the page sends none of them again: each has one try under way.
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.id)).size).toBe(3);
    for (const give of answers) give();
    await settle();
    expect(p.waiting()).toEqual([]);
  });

  test("an event the last page left unanswered, hanging again, keeps the next page's own events back for ANSWER_WAIT_MS at most", async () => {
    answer = () => new Promise<Response>(() => {}); // every stats call hangs
    const first = await openPage('/pl221101a_ap');
    first.sendStats('Page View', {}, { newSessionFirst: false });
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    win.dispatchEvent(new Event('pagehide'));
    vi.clearAllTimers(); // the page is gone: none of its timers runs
    const [lost] = sent;

    const next = await openPage('/survey221201a_ap');
    next.sendStats('Page View', {}, { newSessionFirst: false });
    next.sendStats('Survey', {}, { newSessionFirst: false });
    await settle();
    await vi.advanceTimersByTimeAsync(300 + ANSWER_WAIT_MS);
    expect(sent.slice(1).map((s) => [s.eventType, s.id === lost!.id])).toEqual([
      ['Page View', true],
      ['Page View', false],
      ['Survey', false],
    ]);
  });

  test('R-SES-5: the 301st event of a session is not recorded', async () => {
    storage.set('funnelEventCount', '299');
    const p = await openPage();
    expect(p.sendStats('Page View', {}, { newSessionFirst: false })).toBe(true);
    expect(p.sendStats('Survey', {}, { newSessionFirst: false })).toBe(false);
    expect(p.waiting()).toHaveLength(1);
    await settle();
  });

  describe('R-VAR-2: a step whose routing may send the shopper on holds its events until it decides', () => {
    test('held: not sent after the delay; the routing keeps the shopper here, so they go', async () => {
      storage.set('newSession', '1');
      const p = await openPage('/pl221101a_ap');
      p.recordVisit(true);
      await settle();
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent).toEqual([]);
      p.releaseHeldVisit();
      await vi.advanceTimersByTimeAsync(300);
      await settle();
      expect(sent.map((s) => s.eventType)).toEqual(['New Session', 'Session', 'Page View']);
    });

    test('the routing sends the shopper on to their variant: the held events go unsent, and New Session and their share of the 300 are given back', async () => {
      storage.set('newSession', '1');
      storage.set('funnelEventCount', '10');
      const p = await openPage('/pl221101a_ap');
      p.recordVisit(true);
      expect(storage.get('funnelEventCount')).toBe('13');
      p.dropHeldVisit();
      expect(p.waiting()).toEqual([]);
      expect(storage.get('newSession')).toBe('1'); // the variant's page sends New Session then
      expect(storage.get('funnelEventCount')).toBe('10');
      await settle();
      win.dispatchEvent(new Event('pagehide'));
      expect(sent).toEqual([]);
    });

    test('the shopper left before the routing decided: the next page sends what this one held, since it was seen', async () => {
      const first = await openPage('/pl221101a_ap');
      first.recordVisit(true);
      await settle();
      vi.clearAllTimers(); // gone before its rules arrived
      const next = await openPage('/vsl');
      next.recordVisit();
      await settle();
      await vi.advanceTimersByTimeAsync(300);
      await settle();
      expect(sent.map((s) => s.eventType)).toEqual(['Page View', 'Page View']);
    });
  });
});
