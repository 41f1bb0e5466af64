import { describe, expect, test } from 'vitest';
import { outcomeUnknown, thrownOutcomeUnknown } from '../../../../src/domain/checkout/unknown-outcome.ts';

describe('R-FLOW-4: a failed call whose outcome is unknown may only be repeated with the same request id', () => {
  test('no answer, an unreadable answer or a server failure: the outcome is unknown', () => {
    for (const call of [
      { kind: 'timeout' },
      { kind: 'network' },
      { kind: 'invalid-response', status: 200 },
      { status: 500 },
      { status: 503 },
    ])
      expect(outcomeUnknown(call), JSON.stringify(call)).toBe(true);
    for (const call of [{ status: 402, kind: 'http' }, { status: 409 }, { status: 499 }, {}])
      expect(outcomeUnknown(call), JSON.stringify(call)).toBe(false);
  });

  test('whatever was thrown: an API error is read as such; anything else (no status) is a known failure', () => {
    expect(thrownOutcomeUnknown({ status: 0, kind: 'timeout' })).toBe(true);
    expect(thrownOutcomeUnknown({ status: 502, kind: 'http' })).toBe(true);
    expect(thrownOutcomeUnknown({ status: 402, kind: 'http' })).toBe(false);
    expect(thrownOutcomeUnknown(new Error('the SDK failed'))).toBe(false);
    expect(thrownOutcomeUnknown(undefined)).toBe(false);
    expect(thrownOutcomeUnknown(null)).toBe(false);
  });
});
