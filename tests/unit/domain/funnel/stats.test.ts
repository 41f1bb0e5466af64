import { describe, expect, test } from 'vitest';
import {
  emptyUserStats,
  rememberStep,
  rememberedStep,
  withDeviceInfo,
  type DeviceInfo,
} from '../../../../src/domain/funnel/stats.ts';

const device: DeviceInfo = {
  os: 'iOS 17',
  browser: 'Mobile Safari 17',
  language: 'en-US',
  device: 'Mobile',
  timezone: 'America/New_York',
  screen_resolution: '390x844',
};

describe('stored user stats (R-SES-6)', () => {
  test('R-SES-6: a step entry is remembered per main funnel id and step', () => {
    const s = rememberStep(emptyUserStats, 'MF1', { step: 2, url: 'b', spId: 'ST', variantId: 'B' });
    expect(rememberedStep(s, 'MF1', 2)?.variantId).toBe('B');
    expect(rememberedStep(s, 'MF1', 3)).toBeUndefined();
    expect(rememberedStep(s, 'MF2', 2)).toBeUndefined();
  });

  test('R-SES-6: remembering a step again replaces its entry; entries stay sorted by step', () => {
    let s = rememberStep(emptyUserStats, 'MF1', { step: 3, url: 'c', variantId: 'C' });
    s = rememberStep(s, 'MF1', { step: 1, url: 'a', variantId: 'A' });
    expect(s.funnels.MF1?.map((e) => e.step)).toEqual([1, 3]);
    s = rememberStep(s, 'MF1', { step: 3, url: 'c2', variantId: 'C2' });
    expect(s.funnels.MF1?.map((e) => `${e.step}:${e.variantId}`)).toEqual(['1:A', '3:C2']);
  });

  test('R-SES-6: updates are pure: the input stats are not changed', () => {
    const before = rememberStep(emptyUserStats, 'MF1', { step: 1, url: 'a', variantId: 'A' });
    const snapshot = structuredClone(before);
    rememberStep(before, 'MF1', { step: 1, url: 'b', variantId: 'B' });
    withDeviceInfo(before, device);
    expect(before).toEqual(snapshot);
    expect(emptyUserStats).toEqual({ funnels: {} });
  });

  test('R-SES-6: device info is set', () => {
    const s = withDeviceInfo(rememberStep(emptyUserStats, 'MF1', { step: 1, url: 'a', variantId: 'A' }), device);
    expect(s.deviceInfo).toEqual(device);
    expect(s.funnels.MF1).toHaveLength(1);
  });
});
