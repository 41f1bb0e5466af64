import { describe, expect, test, vi } from 'vitest';
import { FIND_OUT_DELAYS_MS, findOutcome } from '../../../../src/domain/upsell/find-out.ts';

/** An attempt answering `results` in turn ('?' is no answer), and a fake clock that records each wait. */
function scenario(...results: string[]) {
  const waits: number[] = [];
  const attempt = vi.fn(async () => results.shift() ?? '?');
  const onChecking = vi.fn();
  const how = {
    isUnknown: (r: string) => r === '?',
    sleep: async (ms: number) => void waits.push(ms),
    onChecking,
  };
  return { attempt, how, waits, onChecking };
}

describe('R-ORD-3: a charge whose answer was lost is found out before anything is said', () => {
  test('an answer at once: no repeat, no wait, nothing said about checking', async () => {
    const s = scenario('charged');
    expect(await findOutcome(s.attempt, s.how)).toBe('charged');
    expect(s.attempt).toHaveBeenCalledTimes(1);
    expect(s.waits).toEqual([]);
    expect(s.onChecking).not.toHaveBeenCalled();
  });

  test('no answer: the same request again after a growing delay, until the first answer comes', async () => {
    const s = scenario('?', '?', 'charged');
    expect(await findOutcome(s.attempt, s.how)).toBe('charged');
    expect(s.attempt).toHaveBeenCalledTimes(3);
    expect(s.waits).toEqual([1000, 2000]);
    expect(s.onChecking).toHaveBeenCalledTimes(1);
  });

  test('a definite answer (a refusal) after a repeat ends the search: it is what the shopper reads', async () => {
    const s = scenario('?', 'refused', 'charged');
    expect(await findOutcome(s.attempt, s.how)).toBe('refused');
    expect(s.attempt).toHaveBeenCalledTimes(2);
  });

  test('still no answer once the tries run out: unknown is handed back, never turned into a failure', async () => {
    const s = scenario();
    expect(await findOutcome(s.attempt, s.how)).toBe('?');
    expect(s.attempt).toHaveBeenCalledTimes(1 + FIND_OUT_DELAYS_MS.length);
    expect(s.waits).toEqual([...FIND_OUT_DELAYS_MS]);
    expect([...FIND_OUT_DELAYS_MS]).toEqual([...FIND_OUT_DELAYS_MS].sort((a, b) => a - b));
  });

  test('the page says it is checking before the first repeat, once', async () => {
    const s = scenario();
    const answers = ['?', 'charged'];
    const saidBefore: boolean[] = [];
    const attempt = async () => {
      saidBefore.push(s.onChecking.mock.calls.length > 0);
      return answers.shift() ?? '?';
    };
    expect(await findOutcome(attempt, s.how)).toBe('charged');
    expect(saidBefore).toEqual([false, true]);
    expect(s.onChecking).toHaveBeenCalledTimes(1);
  });

  test('nothing to say while checking: the request is repeated all the same', async () => {
    const s = scenario('?', 'charged');
    expect(await findOutcome(s.attempt, { ...s.how, onChecking: undefined })).toBe('charged');
    expect(s.attempt).toHaveBeenCalledTimes(2);
  });

  test('the delays can be given', async () => {
    const s = scenario('?', 'charged');
    await findOutcome(s.attempt, { ...s.how, delaysMs: [5] });
    expect(s.waits).toEqual([5]);
  });
});
