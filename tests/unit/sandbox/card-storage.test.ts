/** The card number and CVV are never stored: only brand and last four (R-PAY-1). */
import { readFileSync, existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { guestOrder, startHarness, type Harness } from '../api/harness.ts';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(() => h.stop());

test('R-PAY-1: the card number never appears in the database files', async () => {
  const api = await h.client();
  const numbers = ['4111111111111111', '5555555555554444', '378282246310005'];
  for (const [i, number] of numbers.entries()) {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    await api.createGuestOrder(guestOrder({ card: { ...guestOrder().card, number: spaced, cvv: '7319' } }), {
      requestId: `card-${i}`,
    });
  }
  await (
    await h.raw()
  ).post('/proxy/api/orders/createguest', guestOrder({ card: { ...guestOrder().card, number: '4000000000000002' } }));
  h.sandbox.db.exec('PRAGMA wal_checkpoint(FULL)');
  const bytes = Buffer.concat(
    ['', '-wal', '-shm']
      .map((s) => h.dbPath + s)
      .filter(existsSync)
      .map((f) => readFileSync(f)),
  );
  expect(bytes.length).toBeGreaterThan(0);
  for (const number of [...numbers, '4000000000000002']) {
    expect(bytes.includes(number)).toBe(false);
    expect(bytes.includes(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe(false);
  }
  const options = h.sandbox.db.prepare('SELECT * FROM payment_options').all();
  expect(options.map((o) => (o as { last4: string }).last4).sort()).toEqual(['0005', '1111', '4444']);
  expect(Object.keys(options[0] ?? {})).not.toContain('cvv');
});
