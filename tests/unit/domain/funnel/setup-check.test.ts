import { describe, expect, test } from 'vitest';
import { checkFunnelSetup, FUNNEL_NOT_SETUP, parseGenericUrls } from '../../../../src/domain/funnel/setup-check.ts';
import { destination, funnel, step } from './fixtures.ts';

const funnels = [funnel([step(1)]), funnel([step(1)], { sfid: 'MF2', uniqueIdentifier: 'tea-os' })];
const destinations = [
  destination({ genericUrl: 'skin', defaultFunnel: 'skin-os' }),
  destination({ genericUrl: 'tea', defaultFunnel: 'tea-os' }),
  destination({ genericUrl: 'broken', defaultFunnel: 'gone' }),
];

describe('funnel setup check (R-CFG-6)', () => {
  test('R-CFG-6: the message is worded as in §5', () => {
    expect(FUNNEL_NOT_SETUP).toBe('funnel not setup correctly');
  });

  test('R-CFG-6: the list is comma-separated, blanks trimmed away', () => {
    expect(parseGenericUrls(' skin, tea ,,')).toEqual(['skin', 'tea']);
    expect(parseGenericUrls('')).toEqual([]);
  });

  test('R-CFG-6: every generic URL with a main funnel passes', () => {
    expect(checkFunnelSetup('skin,tea', destinations, funnels)).toEqual([]);
    expect(checkFunnelSetup('', destinations, funnels)).toEqual([]);
  });

  test('R-CFG-6: generic URLs without a destination or whose default funnel is missing fail', () => {
    expect(checkFunnelSetup('skin, nowhere, broken', destinations, funnels)).toEqual(['nowhere', 'broken']);
  });

  test('R-CFG-1: the funnels may be given keyed by main funnel id, as the page carries them', () => {
    const keyed = Object.fromEntries(funnels.map((f) => [f.sfid, f]));
    expect(checkFunnelSetup('skin,tea,broken', destinations, keyed)).toEqual(['broken']);
  });
});
