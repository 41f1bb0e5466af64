/** XSRF (R-CON-3) and idempotency on X-Request-Id (R-API-2): refused calls and replays create nothing. */
import { request, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { guestOrder, startHarness, type Harness } from '../api/harness.ts';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(() => h.stop());

test('R-CON-3: a GET sets the XSRF-TOKEN cookie', async () => {
  const raw = await h.raw();
  expect(raw.jar.get('XSRF-TOKEN')).toMatch(/^[\w-]{20,}$/);
});

test('R-CON-3: a state-changing call without or with a wrong X-XSRF-TOKEN is refused with 403 and creates nothing', async () => {
  const raw = await h.raw();
  const before = h.count('orders');
  const missing = await raw.post('/proxy/api/orders/createguest', guestOrder(), { 'X-XSRF-TOKEN': '' });
  const wrong = await raw.post('/proxy/api/orders/createguest', guestOrder(), { 'X-XSRF-TOKEN': 'forged' });
  const noCookie = await fetch(`${h.url}/proxy/api/orders/createguest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': 'x' },
    body: JSON.stringify(guestOrder()),
  });
  for (const res of [missing, wrong, { status: noCookie.status, body: await noCookie.json() }])
    expect(res).toEqual({ status: 403, body: { error: 'Invalid or missing XSRF token' } });
  expect(h.count('orders')).toBe(before);
});

test('R-CON-3: the refusal of a call without the cookie sets one (behind a CDN the API is where the browser gets it)', async () => {
  const res = await fetch(`${h.url}/proxy/api/orders/createguest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestOrder()),
  });
  expect(res.status).toBe(403);
  expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
});

test('R-API-2: the client sends X-XSRF-TOKEN from the cookie, so its calls pass', async () => {
  const api = await h.client();
  await expect(api.createGuestOrder(guestOrder())).resolves.toMatchObject({ status: 'Paid' });
});

test('R-API-2: the same X-Request-Id twice returns the first response and creates one order', async () => {
  const api = await h.client();
  const before = h.count('orders');
  const first = await api.createGuestOrder(guestOrder(), { requestId: 'submit-1' });
  const again = await api.createGuestOrder(guestOrder(), { requestId: 'submit-1' });
  expect(again).toEqual(first);
  expect(h.count('orders')).toBe(before + 1);
  expect(h.count('payment_options')).toBe(h.count('orders'));
});

/** Resolves once the server has received the headers of `count` calls to `path` (its 'request' event). */
function arrivals(path: string) {
  const server = h.server.server as Server;
  let seen = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const onRequest = (req: IncomingMessage) => {
    if (req.url !== path) return;
    seen += 1;
    for (const w of waiting.filter((w) => seen >= w.count)) w.resolve();
  };
  server.on('request', onRequest);
  return {
    reached: (count: number) =>
      new Promise<void>((resolve) => (seen >= count ? resolve() : waiting.push({ count, resolve }))),
    stop: () => server.off('request', onRequest),
  };
}

/**
 * A POST whose headers go at once and whose body waits for `send()`: meanwhile the sandbox is inside
 * the call (the headers name its length, so nothing before the route reads the body), as when a
 * first tap's request is still being handled.
 */
function heldPost(path: string, body: unknown, headers: Record<string, string>) {
  const text = JSON.stringify(body);
  const req = request(`${h.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
  });
  const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { response, send: () => req.end(text) };
}

test('R-API-2: a duplicate that arrives while the first call is still being handled waits for it: one order, the same answer', async () => {
  const raw = await h.raw();
  const path = '/proxy/api/orders/createguest';
  const xsrf = raw.jar.get('XSRF-TOKEN') ?? '';
  const headers = { cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, 'X-Request-Id': 'double-tap' };
  const before = h.count('orders');
  const arrived = arrivals(path);
  try {
    const first = heldPost(path, guestOrder(), headers);
    await arrived.reached(1);
    // The second arrives while the first is held inside the call, its body not yet sent.
    const second = raw.post(path, guestOrder(), { 'X-Request-Id': 'double-tap' });
    await arrived.reached(2);
    first.send();
    const [a, b] = await Promise.all([first.response, second]);
    expect(h.count('orders'), 'one order').toBe(before + 1);
    expect(a.status).toBe(200);
    expect(b, 'the duplicate gets the first answer').toEqual(a);
  } finally {
    arrived.stop();
  }
});

test('R-API-2: a request id reused for another call is a 409', async () => {
  const raw = await h.raw();
  await raw.post('/proxy/api/orders/createguest', guestOrder(), { 'X-Request-Id': 'reuse-1' });
  const other = await raw.post('/proxy/api/orders/setorderguest', guestOrder(), { 'X-Request-Id': 'reuse-1' });
  expect(other).toEqual({
    status: 409,
    body: { error: "X-Request-Id 'reuse-1' was already used for another call" },
  });
});

test('R-API-2: a replay is the first answer, as JSON, marked Idempotent-Replayed', async () => {
  const raw = await h.raw();
  const xsrf = raw.jar.get('XSRF-TOKEN') ?? '';
  const send = () =>
    raw.jar.fetch(`${h.url}/proxy/api/orders/createguest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf, 'X-Request-Id': 'replayed-1' },
      body: JSON.stringify(guestOrder()),
    });
  const first = await send();
  const again = await send();
  expect(first.headers.get('Idempotent-Replayed')).toBeNull();
  expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  expect(again.headers.get('content-type')).toMatch(/^application\/json\b/);
  expect(await again.json()).toEqual(await first.json());
});

test('R-API-2: a request id of up to 200 characters is taken; a longer one is refused with 400 and creates nothing', async () => {
  const raw = await h.raw();
  const before = h.count('orders');
  const long = await raw.post('/proxy/api/orders/createguest', guestOrder(), { 'X-Request-Id': 'x'.repeat(201) });
  expect(long).toEqual({ status: 400, body: { error: 'X-Request-Id: at most 200 characters' } });
  expect(h.count('orders')).toBe(before);
  const longest = await raw.post('/proxy/api/orders/createguest', guestOrder(), { 'X-Request-Id': 'y'.repeat(200) });
  expect(longest.status).toBe(200);
  expect(h.count('orders')).toBe(before + 1);
});

test('R-API-2: a declined submit is replayed as declined; a new attempt needs a new id', async () => {
  const api = await h.client();
  const declined = guestOrder({ card: { ...guestOrder().card, number: '4000 0000 0000 0002' } });
  await expect(api.createGuestOrder(declined, { requestId: 'dec-1' })).rejects.toMatchObject({ status: 402 });
  await expect(api.createGuestOrder(guestOrder(), { requestId: 'dec-1' })).rejects.toMatchObject({ status: 402 });
  await expect(api.createGuestOrder(guestOrder(), { requestId: 'dec-2' })).resolves.toMatchObject({ status: 'Paid' });
});

test('R-API-2: reads are never replayed: a GET or HEAD with an X-Request-Id seen before is answered afresh', async () => {
  const raw = await h.raw();
  for (const method of ['GET', 'HEAD']) {
    const read = () =>
      raw.jar.fetch(`${h.url}/proxy/api/offers/bysfid/OFF-UP-TEA`, {
        method,
        headers: { 'X-Request-Id': `read-${method}` },
      });
    expect((await read()).status).toBe(200);
    const again = await read();
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed'), method).toBeNull();
  }
});

test('R-API-2: a gateway failure (502) is not remembered: the same X-Request-Id may be tried again and pays', async () => {
  const api = await h.client();
  const failing = guestOrder({ card: { ...guestOrder().card, number: '4000 0000 0000 0119' } });
  await expect(api.createGuestOrder(failing, { requestId: 'gw-1' })).rejects.toMatchObject({ status: 502 });
  await expect(api.createGuestOrder(guestOrder(), { requestId: 'gw-1' })).resolves.toMatchObject({ status: 'Paid' });
});
