import { describe, expect, test } from 'vitest';
import { atLeast, compareVersions, parseVersion } from '../../../src/domain/version.ts';

describe('R-PAY-4: version comparison for the §9 matrix', () => {
  test('parses dotted and underscored versions', () => {
    expect(parseVersion('10_15_7')).toEqual([10, 15, 7]);
    expect(parseVersion('266.0.0.44.118')).toEqual([266, 0, 0, 44, 118]);
    expect(parseVersion('13.0.3b')).toEqual([13, 0, 3]);
    expect(parseVersion('XP')).toBeNull();
    expect(parseVersion('Build 12')).toBeNull(); // a number later in the text is no version
    expect(parseVersion(undefined)).toBeNull();
  });
  test.each([
    ['18.18362', '18.17134', 1],
    ['18.17134', '18.18362', -1],
    ['11', '11.0', 0],
    ['10.15', '10.9', 1],
    ['78', '120.0.0.0', -1],
    ['13.1', '13.0.9', 1],
    ['11', '11.0.1', -1],
  ])('compares %s with %s numerically → %i', (a, b, order) => {
    expect(compareVersions(a, b)).toBe(order);
  });
  test('anything unparseable is never at least a minimum', () => {
    expect(compareVersions('Vista', '10')).toBeNull();
    expect(atLeast('Vista', '10')).toBe(false);
    expect(atLeast(undefined, '1')).toBe(false);
    expect(atLeast('18.18362', '18.18362')).toBe(true);
  });
  test('a version below the minimum is not at least it', () => {
    expect(atLeast('17.9', '18')).toBe(false);
  });
});
