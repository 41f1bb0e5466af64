import { afterEach, describe, expect, expectTypeOf, test } from 'vitest';
import type { AffiliateParameters } from '../../../src/domain/affiliate.ts';
import type { SessionData } from '../../../src/state/types.ts';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

afterEach(removeGlobals);

const noAffiliate: AffiliateParameters = {
  referralUrl: '',
  landingUrl: '',
  salesFunnel: 'Funnel',
  affId: '',
  offId: '',
  subId1: '',
  subId2: '',
  subId3: '',
  subId4: '',
  subId5: '',
};

describe('session data (R-ORD-4, R-SES-1)', () => {
  test('R-SES-1: a stored session id is trimmed to 14 characters, with its isCreated flag', async () => {
    const local = new MapStorage();
    const s = await loadState(local);
    expect(s.SESSION_ID_LENGTH).toBe(14);
    s.setSessionId('  abcdefghijklmnopqrstuvwxyz ', true);
    expect(s.session.get()).toEqual({ sessionId: 'abcdefghijklmn', isCreated: true });
    expect(JSON.parse(local.getItem('session') ?? '{}')).toEqual({ sessionId: 'abcdefghijklmn', isCreated: true });
  });

  test('R-ORD-4: content id, destination id and affiliate parameters are kept with the session', async () => {
    const local = new MapStorage();
    const s = await loadState(local);
    s.setSessionId('S1', false);
    s.setContentId('pc-7');
    s.setDestinationId('D1');
    s.setAffiliateParameters({ ...noAffiliate, affId: 'A1', offId: 'O1', subId1: 'x', salesFunnel: 'O1' });
    s.setSessionCreated(true);
    expect((await loadState(local)).session.get()).toEqual({
      sessionId: 'S1',
      isCreated: true,
      contentId: 'pc-7',
      destinationId: 'D1',
      affParameters: { ...noAffiliate, affId: 'A1', offId: 'O1', subId1: 'x', salesFunnel: 'O1' },
    });
  });

  test('R-SES-1, R-QP-1: a page starts the session in one write: id, created, contentId and destinationId', async () => {
    const local = new MapStorage();
    const s = await loadState(local);
    s.setSessionId('S0', false);
    s.setAffiliateParameters({ ...noAffiliate, affId: 'A1' });
    const writes: string[] = [];
    const setItem = local.setItem.bind(local);
    local.setItem = (key: string, value: string) => (writes.push(key), setItem(key, value));
    s.startSessionData(' abcdefghijklmnopq ', true, 'PC-1', undefined);
    expect(writes).toEqual(['session']);
    expect(s.session.get()).toEqual({
      sessionId: 'abcdefghijklmn',
      isCreated: true,
      contentId: 'PC-1',
      affParameters: { ...noAffiliate, affId: 'A1' },
    });
  });

  test('R-AFF-1: the session holds the domain\'s affiliate parameters; missing values read as ""', async () => {
    expectTypeOf<SessionData['affParameters']>().toEqualTypeOf<AffiliateParameters | undefined>();
    const local = new MapStorage();
    local.setItem('session', JSON.stringify({ isCreated: true, affParameters: { affId: 'A1' } }));
    expect((await loadState(local)).session.get().affParameters).toEqual({
      ...noAffiliate,
      salesFunnel: '',
      affId: 'A1',
    });
  });

  test('R-ORD-4: a corrupt session starts as not created', async () => {
    const local = new MapStorage();
    local.setItem('session', '{"sessionId": 42, "isCreated": "yes"}');
    expect((await loadState(local)).session.get()).toEqual({ isCreated: false });
  });
});
