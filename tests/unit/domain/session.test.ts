import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import * as s from '../../../src/domain/session.ts';

/** A deterministic random source cycling through the given values. */
const cycle = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('R-SES-1: session id', () => {
  test('R-SES-1: a stored id is trimmed to 14 characters', () => {
    expect(s.trimSessionId('abcdefghijklmnopqrst')).toBe('abcdefghijklmn');
    expect(s.trimSessionId(' short ')).toBe('short');
    expect(s.SESSION_ID_LENGTH).toBe(14);
  });
  test('R-SES-1, R-QP-1, R-SES-2, R-SES-4: the cookie, query and session-storage names of the spec', () => {
    expect([s.SESSION_COOKIE, s.SESSION_ID_PARAM, s.CONTENT_ID_PARAM, s.DESTINATION_ID_PARAM]).toEqual([
      'GAID',
      'sessionid',
      'pcid',
      'dsid',
    ]);
    expect([s.NEW_SESSION_FLAG, s.SPLIT_FUNNEL_KEY]).toEqual(['newSession', 'splitTestingFunnelId']);
  });
  test('R-SES-1: with no id in the query and none stored, a new one is made', () => {
    expect(s.chooseSessionId(null, undefined, () => 0)).toEqual({ sessionId: '00000000000000', isCreated: true });
  });
  test('R-SES-1: a new id has 14 characters of [0-9a-z] from the random source', () => {
    expect(s.newSessionId(() => 0)).toBe('00000000000000');
    expect(s.newSessionId(() => 0.999999)).toBe('zzzzzzzzzzzzzz');
    expect(s.newSessionId(cycle(0, 0.5))).toBe('0i0i0i0i0i0i0i');
  });
  test('R-SES-1: any random source, even a faulty one, gives a well-formed id', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 1 }), (values) => {
        expect(s.newSessionId(cycle(...values))).toMatch(/^[0-9a-z]{14}$/);
      }),
    );
  });
  test('R-SES-1: the sessionid query value comes first', () => {
    expect(s.chooseSessionId('fromquery', 'stored', () => 0)).toEqual({ sessionId: 'fromquery', isCreated: false });
  });
  test('R-SES-1: else the stored id, trimmed', () => {
    expect(s.chooseSessionId(null, 'storedid-longer-than-14', () => 0)).toEqual({
      sessionId: 'storedid-longe',
      isCreated: false,
    });
    expect(s.chooseSessionId('  ', 'stored', () => 0).sessionId).toBe('stored');
  });
  test('R-SES-1: else a new id, flagged as created', () => {
    expect(s.chooseSessionId(undefined, '', () => 0)).toEqual({ sessionId: '00000000000000', isCreated: true });
  });
  test('R-SES-1: a long query id stays the same id once stored and read back', () => {
    const first = s.chooseSessionId('q'.repeat(30), null, () => 0).sessionId;
    expect(s.chooseSessionId(null, first, () => 0).sessionId).toBe(first);
  });
  // The GAID cookie's 7-day expiry is tested where it is written: tests/unit/runtime/session.test.ts.
});

describe('R-QP-1: the session contentId from pcid', () => {
  test('R-QP-1: the pcid of the page wins, trimmed', () => {
    expect(s.chooseSessionParam(' PC-VSL-MOBILE ', 'PC-OLD', false)).toBe('PC-VSL-MOBILE');
    expect(s.chooseSessionParam('PC-NEW', undefined, true)).toBe('PC-NEW');
  });
  test('R-QP-1: without a pcid the session keeps the one it has', () => {
    expect(s.chooseSessionParam(null, 'PC-OLD', false)).toBe('PC-OLD');
    expect(s.chooseSessionParam('  ', 'PC-OLD', false)).toBe('PC-OLD');
  });
  test('R-QP-1: a new session starts without the contentId of the one before', () => {
    expect(s.chooseSessionParam(null, 'PC-OLD', true)).toBeUndefined();
  });
  test('R-QP-1: an overlong pcid is cut to the 64 characters the stats contract takes', () => {
    expect(s.chooseSessionParam('p'.repeat(100), undefined, false)).toBe('p'.repeat(64));
  });
});

describe('R-QP-1: the session destinationId from dsid', () => {
  test('R-QP-1: the dsid of the URL wins over the destination kept in the session', () => {
    expect(s.chooseSessionParam('DST-AGELESS', 'DST-RENEW', false)).toBe('DST-AGELESS');
  });
  test('R-QP-1: a page without dsid keeps the session destination; a new session has none', () => {
    expect(s.chooseSessionParam(null, 'DST-RENEW', false)).toBe('DST-RENEW');
    expect(s.chooseSessionParam(null, 'DST-RENEW', true)).toBeUndefined();
    expect(s.chooseSessionParam('DST-AGELESS', 'DST-RENEW', true)).toBe('DST-AGELESS');
  });
});

describe('R-SES-5: event cap', () => {
  test('R-SES-5: 300 events a session, then none', () => {
    expect(s.MAX_EVENTS_PER_SESSION).toBe(300);
    expect(s.underEventCap(0)).toBe(true);
    expect(s.underEventCap(299)).toBe(true);
    expect(s.underEventCap(300)).toBe(false);
    expect(s.underEventCap(1000)).toBe(false);
  });
});

describe('R-CON-2, R-CON-3: constants', () => {
  // R-CON-1's delays are tested as timings on fake timers: tests/unit/runtime/delays.test.ts.
  test('R-CON-2: storage keys', () => {
    expect(s.STATS_KEY).toBe('stats');
    expect(s.STATE_KEY).toBe('state');
  });
  test('R-CON-3: anti-forgery cookie and header', () => {
    expect(s.XSRF_COOKIE).toBe('XSRF-TOKEN');
    expect(s.XSRF_HEADER).toBe('X-XSRF-TOKEN');
  });
});
