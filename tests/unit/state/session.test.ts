import { afterEach, describe, expect, test } from 'vitest';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

afterEach(removeGlobals);

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
    s.setAffiliateParameters({ affId: 'A1', offId: 'O1', subId1: 'x', salesFunnel: 'O1' });
    s.setSessionCreated(true);
    expect((await loadState(local)).session.get()).toEqual({
      sessionId: 'S1',
      isCreated: true,
      contentId: 'pc-7',
      destinationId: 'D1',
      affParameters: { affId: 'A1', offId: 'O1', subId1: 'x', salesFunnel: 'O1' },
    });
  });

  test('R-ORD-4: a corrupt session starts as not created', async () => {
    const local = new MapStorage();
    local.setItem('session', '{"sessionId": 42, "isCreated": "yes"}');
    expect((await loadState(local)).session.get()).toEqual({ isCreated: false });
  });
});
