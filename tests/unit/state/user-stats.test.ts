import { afterEach, describe, expect, test } from 'vitest';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

afterEach(removeGlobals);

const deviceInfo = {
  os: 'Windows 10',
  browser: 'Chrome 120',
  language: 'en-US',
  device: 'Desktop' as const,
  timezone: 'America/Chicago',
  screen_resolution: '1920x1080',
};

describe('user stats store (R-SES-6)', () => {
  test('R-SES-6: device info and remembered steps are stored under "stats" per main funnel id', async () => {
    const local = new MapStorage();
    const s = await loadState(local);
    s.setDeviceInfo(deviceInfo);
    s.rememberVariant('MF1', { step: 2, genericUrl: 'skin', url: 'os221230b_ap', spId: 'ST2', variantId: 'V2' });
    s.rememberVariant('MF1', { step: 2, url: 'os221230a_ap', spId: 'ST2', variantId: 'V1' });
    expect(JSON.parse(local.getItem('stats') ?? '{}')).toEqual({
      deviceInfo,
      funnels: { MF1: [{ step: 2, url: 'os221230a_ap', spId: 'ST2', variantId: 'V1' }] },
    });
  });

  test('R-VAR-2: what one page remembers, the next page reads', async () => {
    const local = new MapStorage();
    (await loadState(local)).rememberVariant('MF1', { step: 4, url: 'up-b', spId: 'ST3', variantId: 'UB' });
    expect((await loadState(local)).currentUserStats().funnels.MF1?.[0]?.variantId).toBe('UB');
  });

  test('R-SES-6: a corrupt funnel list drops only that funnel', async () => {
    const local = new MapStorage();
    local.setItem(
      'stats',
      JSON.stringify({ deviceInfo: { os: 1 }, funnels: { MF1: 'x', MF2: [{ step: 1, url: 'a', variantId: 'A' }] } }),
    );
    expect((await loadState(local)).userStats.get()).toEqual({
      funnels: { MF1: [], MF2: [{ step: 1, url: 'a', variantId: 'A' }] },
    });
  });
});
