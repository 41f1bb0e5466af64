import { describe, expect, test } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, findCountry } from '../../../src/domain/countries.ts';

describe('R-ORD-10: countries', () => {
  test('R-ORD-10: the list is the United States then Canada', () => {
    expect(COUNTRIES.map((c) => [c.value, c.label])).toEqual([
      ['US', 'United States'],
      ['CA', 'Canada'],
    ]);
  });
  test('R-ORD-10: the United States has all 50 states and DC (51 entries)', () => {
    const us = findCountry('US');
    expect(Object.keys(us?.states ?? {})).toHaveLength(51);
    expect(us?.states['DC']).toBe('District of Columbia');
  });
  test('R-ORD-10: Canada has its 10 provinces and 3 territories (13 entries)', () => {
    const ca = findCountry('CA');
    expect(Object.keys(ca?.states ?? {})).toHaveLength(13);
    expect(['NT', 'NU', 'YT'].map((t) => ca?.states[t])).toEqual(['Northwest Territories', 'Nunavut', 'Yukon']);
  });
  test('R-ORD-10: state codes are two capital letters and names are unique', () => {
    for (const country of COUNTRIES) {
      for (const code of Object.keys(country.states)) expect(code).toMatch(/^[A-Z]{2}$/);
      const names = Object.values(country.states);
      expect(new Set(names).size).toBe(names.length);
    }
  });
  test('R-ORD-10: the default country is US and is in the list', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(findCountry(DEFAULT_COUNTRY)).toBeDefined();
  });
  test('R-ORD-10: every state, province and territory is listed by its name, in words', () => {
    for (const country of COUNTRIES) {
      for (const [code, name] of Object.entries(country.states))
        expect(name, code).toMatch(/^[A-Z][a-z]+( [A-Za-z]+)*$/);
    }
    expect(findCountry('US')?.states['AL']).toBe('Alabama');
    expect(findCountry('CA')?.states['QC']).toBe('Quebec');
  });
  test('R-ORD-10: lookups ignore case and spaces around the code, and reject unknown codes', () => {
    expect(findCountry('ca')?.label).toBe('Canada');
    expect(findCountry(' us ')?.label).toBe('United States');
    expect(findCountry('MX')).toBeUndefined();
  });
});
