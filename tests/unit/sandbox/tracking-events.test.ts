/**
 * Each tracking event once (R-SES-4, R-AFF-2): the sandbox keeps a stats or affiliate record with
 * its event id (the X-Request-Id every try of the event carries) and records an id once, however
 * often the outbox sends it: the idempotency middleware replays the first answer, and the stored
 * column holds even where that is switched off.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../api/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const pageView = { eventType: 'Page View', url: 'http://shop.test/vsl', sessionId: 'S-EVENTS-1' };

test('R-SES-4: an event sent three times under its id is one record, answered with its id each time', async () => {
  const raw = await h.raw();
  const before = h.count('stats');
  const answers = await Promise.all(
    [1, 2, 3].map(() => raw.post('/proxy/api/funnel/stats/save', pageView, { 'X-Request-Id': 'event-a' })),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  expect(h.count('stats')).toBe(before + 1);
  const stored = await h.readBack<{ event_id: string; body: { sessionId: string } }[]>('stats');
  expect(stored.filter((r) => r.event_id === 'event-a')).toHaveLength(1);
});

test('R-SES-4: two events are two records, even with the same words', async () => {
  const raw = await h.raw();
  const before = h.count('stats');
  await raw.post('/proxy/api/funnel/stats/save', pageView, { 'X-Request-Id': 'event-b' });
  await raw.post('/proxy/api/funnel/stats/save', pageView, { 'X-Request-Id': 'event-c' });
  expect(h.count('stats')).toBe(before + 2);
});

test('R-AFF-2: an affiliate call repeated under its id is one record', async () => {
  const raw = await h.raw();
  const before = h.count('affiliate');
  for (let i = 0; i < 2; i++)
    await raw.post('/proxy/api/affiliate/setaffparameters', { affId: 'A1' }, { 'X-Request-Id': 'aff-1' });
  expect(h.count('affiliate')).toBe(before + 1);
});

test('the stored event id holds where the replay of repeated ids does not apply (a repeat after a 5xx was not remembered)', () => {
  // The route itself: a second insert under one event id answers the first record.
  const db = h.sandbox.db;
  const id = (db.prepare("SELECT id FROM stats WHERE event_id = 'event-a'").get() as { id: number }).id;
  expect(() =>
    db.prepare("INSERT INTO stats (variant, body, event_id, created_at) VALUES ('page', '{}', 'event-a', 'now')").run(),
  ).toThrow(/UNIQUE/);
  expect(id).toBeGreaterThan(0);
});
