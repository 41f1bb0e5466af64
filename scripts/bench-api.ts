/**
 * Sandbox order-creation benchmark: POST /proxy/api/orders/createguest (card, server pricing,
 * tax, vaulting, idempotency record) over loopback with a fixed number of requests at a fixed
 * concurrency, then prints throughput and p50/p95/p99 latency. Bounded: stops by itself.
 * `node scripts/bench-api.ts [--requests 2000] [--concurrency 8]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSandbox } from '../sandbox/app.ts';
import { listen } from '../sandbox/listen.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '8' } },
});
const total = Math.max(1, Number(values.requests));
const concurrency = Math.max(1, Number(values.concurrency));

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const sandbox = createSandbox({ dbPath: join(dir, 'bench.db') });
const server = await listen(sandbox.app);

const page = await fetch(`${server.url}/__sandbox/health`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
const body = JSON.stringify({
  contact: { email: 'bench@example.com', firstName: 'Bench', lastName: 'Mark', phone: '2065550100' },
  billingAddress: { Address: '1 Main St', City: 'Austin', State: 'TX', ZipPostal: '78701', Country: 'US' },
  orderItems: [{ productId: 'AgelessBeautyBalm', units: 3, quantity: 1 }],
  bumpOfferIds: ['BUMP-TEA-SAMPLER'],
  coupon: 'GLOW10',
  paymentMethod: 'Credit Card',
  card: { number: '4111111111111111', expMonth: 12, expYear: 2031, cvv: '123', nameOnCard: 'Bench Mark' },
  orderSource: 'Funnel',
  affParameters: { affId: 'A1', salesFunnel: 'Funnel' },
});

async function createOrder(i: number): Promise<number> {
  const res = await fetch(`${server.url}/proxy/api/orders/createguest`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      'X-Brand': 'IkariaBeauty',
      'X-Request-Id': `bench-${i}`,
    },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

for (let i = 0; i < 50; i++) await createOrder(-1 - i); // warm-up, not measured

const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const status = await createOrder(i);
      latencies.push(performance.now() - t0);
      if (status !== 200) failures++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const orders = Number((sandbox.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n) - 50;
console.log(
  `sandbox orders/createguest over loopback (node ${process.version}, ${total} requests, concurrency ${concurrency})`,
);
console.log(`  throughput  ${(total / seconds).toFixed(0)} orders/s  (${seconds.toFixed(2)} s)`);
console.log(
  `  latency     p50 ${pct(50).toFixed(2)} ms   p95 ${pct(95).toFixed(2)} ms   p99 ${pct(99).toFixed(2)} ms   max ${pct(100).toFixed(2)} ms`,
);
console.log(`  failures    ${failures}; orders created ${orders}`);

await server.close();
sandbox.close();
rmSync(dir, { recursive: true, force: true });
