import type { FormEvent } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { chosenBeforeHydration, submitWith } from '../../../src/islands/form-events.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('what the shopper chose before an island hydrated', () => {
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

describe("a form's submit is not the tap's task", () => {
  test('R-ORD-1: the browser is kept from submitting at once; the action runs after the next frame, once', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    try {
      const action = vi.fn();
      const event = { preventDefault: vi.fn() };
      submitWith(action)(event as unknown as FormEvent);
      expect(event.preventDefault).toHaveBeenCalledOnce();
      await new Promise((r) => setTimeout(r, 0));
      expect(action, 'not before the frame').not.toHaveBeenCalled();
      frames.shift()!();
      await vi.waitFor(() => expect(action).toHaveBeenCalledOnce());
      await new Promise((r) => setTimeout(r, 300));
      expect(action, 'the fallback timer does not run it again').toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
