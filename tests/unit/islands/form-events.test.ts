import { describe, expect, test } from 'vitest';
import { chosenBeforeHydration } from '../../../src/islands/form-events.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('issue 10: what the shopper chose before an island hydrated', () => {
  test('R-ORD-6: only the fields that differ from what the server rendered', () => {
    const rendered = { units: '3', purchase: 'one-time', frequency: '1-Month' };
    expect(chosenBeforeHydration(form(rendered), rendered)).toEqual({});
    expect(chosenBeforeHydration(form({ units: '6', purchase: 'one-time', frequency: '2-Month' }), rendered)).toEqual({
      units: '6',
      frequency: '2-Month',
    });
  });

  test('R-FLOW-1: a survey renders no answer, so every ticked answer counts', () => {
    expect(chosenBeforeHydration(form({ age: '35–44', concern: 'Dryness' }))).toEqual({
      age: '35–44',
      concern: 'Dryness',
    });
  });

  test('no fields, nothing chosen', () => {
    expect(chosenBeforeHydration(new FormData())).toEqual({});
    expect(chosenBeforeHydration([])).toEqual({});
  });
});
