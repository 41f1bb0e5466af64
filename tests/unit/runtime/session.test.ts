/**
 * The session as a page starts it (R-SES-1, R-QP-1): what `startSession` writes to the GAID cookie
 * through js-cookie, read from a fake `document.cookie`, and the contentId and destinationId it
 * keeps from `pcid` and `dsid`.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cookieDocument } from '../cookie-document.ts';

let cookies: ReturnType<typeof cookieDocument>;
const NOW = new Date('2026-03-01T10:00:00Z');

/** Opens a page at `search` and loads the runtime's session module afresh (state stays in memory). */
async function openPage(search: string) {
  vi.stubGlobal('window', { location: { search, pathname: '/vsl', href: `http://shop.test/vsl${search}` } });
  return import('../../../src/runtime/session.ts');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  cookies = cookieDocument();
  vi.stubGlobal('document', cookies.doc);
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('R-SES-1: the GAID cookie', () => {
  test('R-SES-1: a new session id is written to GAID with an expiry 7 days from now', async () => {
    const { startSession } = await openPage('');
    const { sessionId, isCreated } = startSession();
    expect(isCreated).toBe(true);
    expect(cookies.writes).toHaveLength(1);
    const [pair, ...attributes] = cookies.writes[0]!.split('; ');
    expect(pair).toBe(`GAID=${sessionId}`);
    const expires = attributes.find((a) => a.startsWith('expires='))?.slice('expires='.length);
    expect(new Date(expires ?? '').getTime()).toBe(NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
  });

  test('R-SES-1: a live GAID is used as is and not rewritten', async () => {
    cookies.jar.set('GAID', 'abcdefghijklmn');
    const { startSession } = await openPage('');
    expect(startSession()).toEqual({ sessionId: 'abcdefghijklmn', isCreated: false });
    expect(cookies.writes).toEqual([]);
  });
});

describe('R-QP-1: pcid is kept as the session contentId', () => {
  test('R-QP-1: the pcid of the page becomes the session contentId and stays on a page without one', async () => {
    const { session } = await import('../../../src/state/session.ts');
    (await openPage('?pcid=PC-VSL-MOBILE&utm_source=fb')).startSession();
    expect(session.get().contentId).toBe('PC-VSL-MOBILE');
    (await openPage('?utm_source=fb')).startSession();
    expect(session.get().contentId).toBe('PC-VSL-MOBILE');
    (await openPage('?pcid=PC-ORDER')).startSession();
    expect(session.get().contentId).toBe('PC-ORDER');
  });

  test('R-QP-1: a new session does not inherit the contentId of the one before', async () => {
    const { session } = await import('../../../src/state/session.ts');
    (await openPage('?pcid=PC-VSL-MOBILE')).startSession();
    cookies.jar.delete('GAID'); // the 7 days are over
    (await openPage('')).startSession();
    expect(session.get().contentId).toBeUndefined();
  });
});

describe('R-QP-1: dsid is kept as the session destinationId', () => {
  test('R-QP-1: the dsid of the URL wins over the destination the session kept', async () => {
    const { session, setDestinationId } = await import('../../../src/state/session.ts');
    (await openPage('')).startSession();
    setDestinationId('DST-RENEW'); // a generic URL of this session chose it
    (await openPage('?dsid=DST-AGELESS')).startSession();
    expect(session.get().destinationId).toBe('DST-AGELESS');
    (await openPage('?utm_source=fb')).startSession();
    expect(session.get().destinationId).toBe('DST-AGELESS');
  });

  test('R-QP-1: a new session does not inherit the destination of the one before', async () => {
    const { session } = await import('../../../src/state/session.ts');
    (await openPage('?dsid=DST-RENEW')).startSession();
    cookies.jar.delete('GAID'); // the 7 days are over
    (await openPage('')).startSession();
    expect(session.get().destinationId).toBeUndefined();
  });
});
