/** The simulator's plan: seeded, assigned by the product's own split rules, local only. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, test } from 'vitest';
import { loadManifest, type Manifest } from '../../../src/manifest/load.ts';
import { checkServer, loopbackBase, parseFactors, planRun, unknownFactors } from '../../../src/simulate/run.ts';

let manifest: Manifest;
beforeAll(async () => {
  manifest = await loadManifest();
});

const shown = (journeys: ReturnType<typeof planRun>, sfid: string) =>
  journeys.filter((j) => j.pages.some((p) => p.variantSfid === sfid)).length;

test('the same seed gives the same journeys; another seed does not', () => {
  const a = planRun(manifest, { base: '', visitors: 200, seed: 7 });
  const b = planRun(manifest, { base: '', visitors: 200, seed: 7 });
  const c = planRun(manifest, { base: '', visitors: 200, seed: 8 });
  const key = (js: typeof a) =>
    js.map((j) => [j.sessionId, ...j.pages.map((p) => `${p.variantSfid}:${p.action}`)].join());
  expect(key(a)).toEqual(key(b));
  expect(key(a)).not.toEqual(key(c));
});

test('a skew multiplies a variant’s assignment weight; a lift multiplies the order chance', () => {
  const plain = planRun(manifest, { base: '', visitors: 2000, seed: 3 });
  const skewed = planRun(manifest, { base: '', visitors: 2000, seed: 3, skews: new Map([['V-AGE-1B', 1.6]]) });
  const lifted = planRun(manifest, { base: '', visitors: 2000, seed: 3, lifts: new Map([['V-AGE-1B', 1.8]]) });
  const share = (js: typeof plain) => shown(js, 'V-AGE-1B') / (shown(js, 'V-AGE-1A') + shown(js, 'V-AGE-1B'));
  expect(share(plain)).toBeCloseTo(0.5, 1);
  expect(share(skewed)).toBeCloseTo(80 / 130, 1);
  expect(share(lifted)).toBeCloseTo(0.5, 1);
  expect(lifted.filter((j) => j.pages.some((p) => p.action === 'order')).length).toBeGreaterThan(
    plain.filter((j) => j.pages.some((p) => p.action === 'order')).length,
  );
});

test('only a loopback base URL is accepted; factors are SFID=FACTOR', () => {
  expect(loopbackBase('http://127.0.0.1:4321/x')).toBe('http://127.0.0.1:4321');
  expect(() => loopbackBase('https://shop.example.com')).toThrow(/local server/);
  expect(parseFactors(['V-1=1.8'])).toEqual(new Map([['V-1', 1.8]]));
  expect(() => parseFactors(['V-1'], 'lift')).toThrow(/--lift 'V-1'/);
});

test('a --lift or --skew naming no variant or destination is refused with the closest sfids', () => {
  expect(
    unknownFactors(manifest, { lifts: new Map([['V-AGE-1B', 1.8]]), skews: new Map([['DST-ST-RENEW', 2]]) }),
  ).toEqual([]);
  const [problem] = unknownFactors(manifest, { lifts: new Map([['V-AGE-1Z', 1.8]]) });
  expect(problem).toContain(
    "--lift V-AGE-1Z: no variant or destination has that sfid; did you mean 'V-AGE-1A', 'V-AGE-1B'",
  );
  expect(problem).toContain('the split-test variants: V-AGE-1A, V-AGE-1B, V-AGE-5A, V-AGE-5B, V-REN-1A, V-REN-1B');
});

test('with no server at --base the run says so, before planning a visitor', async () => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  await new Promise((done) => server.close(done)); // the port is now free: nothing answers there
  await expect(checkServer(`http://127.0.0.1:${port}`)).rejects.toThrow(
    `no server answers at http://127.0.0.1:${port}: start the storefront with its sandbox (npm start), or give --base`,
  );
});
