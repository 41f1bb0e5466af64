/**
 * The tracking outbox's rules (src/domain/outbox.ts): every event keeps one id for life, leaves
 * only once answered, goes in the order it happened, and waits between tries.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_TRIES,
  nextDue,
  parseOutbox,
  retryWaitMs,
  settle,
  withBody,
  releaseHeld,
  dropHeld,
  type OutboxEntry,
  type Outcome,
} from '../../../src/domain/outbox.ts';

const place = { url: 'https://shop.test/vsl?uid=AGELESS01&step=2' };
const pageView = { path: 'funnel/stats/save', stats: { eventType: 'Page View' }, place };
const ids = (names: string[]) => {
  let n = 0;
  return () => names[n++] ?? `id-${n}`;
};

describe('R-SES-4: reading the outbox', () => {
  test('an event read for the first time gets its id once, and keeps it when read again', () => {
    const first = parseOutbox(
      [pageView, { id: 'known', path: 'affiliate/setaffparameters', body: { affId: 'A1' } }],
      ids(['e-1']),
    );
    expect(first.named).toBe(true);
    expect(first.outbox.map((e) => [e.id, e.tries])).toEqual([
      ['e-1', 0],
      ['known', 0],
    ]);
    const again = parseOutbox(JSON.parse(JSON.stringify(first.outbox)), ids(['never']));
    expect(again).toEqual({ outbox: first.outbox, named: false });
  });

  test('what this code did not write is dropped; order is kept', () => {
    const read = parseOutbox(
      [
        null,
        'Page View',
        { path: 'funnel/stats/save' }, // nothing to send
        { path: 'funnel/stats/save', stats: { eventType: 'Survey' } }, // no place to build it from
        { id: 'a', path: 'funnel/stats/save', body: { eventType: 'Destination' } },
        { id: 7, path: 'x', body: {} },
        { id: 'b', ...pageView, tries: 2, notBefore: 5 },
      ],
      ids([]),
    );
    expect(read.outbox.map((e) => e.id)).toEqual(['a', 'b']);
    expect(read.outbox[1]).toMatchObject({ tries: 2, notBefore: 5 });
    expect(parseOutbox({ not: 'a list' }, ids([]))).toEqual({ outbox: [], named: false });
  });

  test('an entry that could not be sent as stored is dropped: a path, and a body or a whole event to build one from', () => {
    const read = parseOutbox(
      [
        { id: 'no-path', path: 3, body: {} },
        { id: 'stats-text', path: 'funnel/stats/save', stats: 'Page View', place },
        { id: 'stats-untyped', path: 'funnel/stats/save', stats: {}, place },
        { id: 'place-text', ...pageView, place: place.url },
        { id: 'place-no-url', ...pageView, place: {} },
        { id: 'kept', path: 'funnel/stats/save', body: { eventType: 'Destination' }, stats: 'junk', place: 'junk' },
      ],
      ids([]),
    );
    expect(read.outbox.map((e) => e.id)).toEqual(['kept']);
    expect(read.outbox[0]).toMatchObject({ stats: undefined, place: undefined });
  });

  test('a stored try time or holding page of another type is not read as one', () => {
    const [read] = parseOutbox([{ id: 'a', ...pageView, notBefore: '5', heldBy: 7 }], ids([])).outbox;
    expect(read?.notBefore).toBeUndefined();
    expect(read?.heldBy).toBeUndefined();
  });
});

describe('R-SES-4: sending in order, once', () => {
  const entry = (id: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
    id,
    ...pageView,
    tries: 0,
    ...extra,
  });

  test('the first event goes first; while it waits for its next try, the ones after it wait too', () => {
    const outbox = [entry('a', { notBefore: 1000 }), entry('b')];
    expect(nextDue(outbox, 999)).toBeUndefined();
    expect(nextDue(outbox, 1000)?.id).toBe('a');
    expect(nextDue([], 0)).toBeUndefined();
  });

  test('R-VAR-2: an event held by a page waits there, and goes from any other page; released, it goes; dropped, it is gone', () => {
    const outbox = [entry('a', { heldBy: 'page-1' }), entry('b')];
    expect(nextDue(outbox, 0, 'page-1')).toBeUndefined();
    expect(nextDue(outbox, 0, 'page-2')?.id).toBe('a');
    expect(nextDue(releaseHeld(outbox, 'page-1'), 0, 'page-1')?.id).toBe('a');
    expect(dropHeld(outbox, 'page-1')).toEqual({ outbox: [entry('b')], dropped: [outbox[0]] });
    expect(parseOutbox(outbox, ids([])).outbox[0]?.heldBy).toBe('page-1');
    // A page releases only what it held.
    expect(releaseHeld(outbox, 'page-2')).toEqual(outbox);
  });

  test('a sent or refused event leaves; one to try again counts the try and waits 0.3, 0.9, 2.7 s …', () => {
    const outbox = [entry('a'), entry('b')];
    expect(settle(outbox, 'a', 'sent', 0).outbox.map((e) => e.id)).toEqual(['b']);
    expect(settle(outbox, 'a', 'refused', 0).outbox.map((e) => e.id)).toEqual(['b']);
    const once = settle(outbox, 'a', 'retry', 10_000).outbox;
    expect(once[0]).toMatchObject({ id: 'a', tries: 1, notBefore: 10_300 });
    expect(settle(once, 'a', 'retry', 20_000).outbox[0]).toMatchObject({ tries: 2, notBefore: 20_900 });
    expect([1, 2, 3, 4, 5, 6].map(retryWaitMs)).toEqual([300, 900, 2700, 8100, 10_000, 10_000]);
    expect(once[1]).toEqual(entry('b')); // the others keep their own tries and times
    const later = settle([entry('a'), entry('b', { tries: 3 })], 'b', 'retry', 0).outbox;
    expect(later.map((e) => e.tries)).toEqual([0, 4]);
  });

  test('an answer for an event no longer there (another tab settled it) changes nothing', () => {
    const outbox = [entry('a'), entry('b')];
    for (const outcome of ['sent', 'retry'] as const)
      expect(settle(outbox, 'gone', outcome, 0)).toEqual({ outbox: [entry('a'), entry('b')] });
  });

  test(`an event that had its ${MAX_TRIES} tries is given up, for the shell to log`, () => {
    const { outbox, givenUp } = settle([entry('a', { tries: MAX_TRIES - 1 })], 'a', 'retry', 0);
    expect(outbox).toEqual([]);
    expect(givenUp).toMatchObject({ id: 'a', tries: MAX_TRIES });
  });

  test('a built body is kept with the event, in place of what it was built from', () => {
    const built = withBody([entry('a'), entry('b')], 'a', { eventType: 'Page View', url: place.url });
    expect(built[0]).toEqual({
      id: 'a',
      path: 'funnel/stats/save',
      body: { eventType: 'Page View', url: place.url },
      tries: 0,
      notBefore: undefined,
    });
    expect(built[1]).toEqual(entry('b'));
  });

  test('whatever the answers, every event is recorded at most once, in the order it happened, and none is lost while tries remain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.constantFrom<Outcome>('sent', 'retry', 'refused'), { maxLength: 60 }),
        (events, answers) => {
          let outbox: OutboxEntry[] = Array.from({ length: events }, (_, i) => entry(`e${i}`));
          const recorded: string[] = [];
          let now = 0;
          for (const answer of answers) {
            const due = nextDue(outbox, now) ?? outbox[0];
            if (!due) break;
            now = Math.max(now, due.notBefore ?? 0);
            if (answer === 'sent') recorded.push(due.id);
            const { outbox: next, givenUp } = settle(outbox, due.id, answer, now);
            if (givenUp) expect(givenUp.tries).toBe(MAX_TRIES);
            outbox = next;
          }
          expect(new Set(recorded).size).toBe(recorded.length);
          expect(recorded).toEqual(recorded.toSorted((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
          const left = outbox.map((e) => e.id);
          expect(recorded.filter((id) => left.includes(id))).toEqual([]);
        },
      ),
    );
  });
});
