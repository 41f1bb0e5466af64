import { describe, expect, test } from 'vitest';
import { DONE_SCRIPT, parseWrk } from '../../../scripts/wrk.ts';

// What wrk 4.1 (Debian) printed with DONE_SCRIPT against a local server: its own report, then the hook's line.
const OK = `Running 1s test @ http://127.0.0.1:4499/
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   133.97us  377.44us   6.32ms   94.98%
    Req/Sec    32.00k    13.37k   42.93k    81.82%
  34947 requests in 1.10s, 4.13MB read
Requests/sec:  31767.40
Transfer/sec:      3.76MB
WRK-JSON {"requests":34947,"duration":1100090,"status":0,"socket":0,"p50":48,"p99":2052}
`;
const ERRORS = `  39789 requests in 1.10s, 5.43MB read
  Non-2xx or 3xx responses: 39789
Requests/sec:  36189.09
WRK-JSON {"requests":39789,"duration":1099475,"status":39789,"socket":0,"p50":48,"p99":2180}
`;

describe('bench:serve load generator (wrk)', () => {
  test('reads requests per second and latency from the done hook, not from the rounded report', () => {
    const result = parseWrk(OK);
    expect(result.requests).toBe(34947);
    expect(result.seconds).toBeCloseTo(1.10009, 5);
    expect(result.requestsPerSecond).toBeCloseTo(31767.4, 0);
    expect([result.p50, result.p99]).toEqual([0.048, 2.052]);
    expect([result.badStatus, result.socketErrors]).toEqual([0, 0]);
  });

  test('counts error statuses, so a server that answers 500 is never a fast one', () => {
    expect(parseWrk(ERRORS).badStatus).toBe(39789);
  });

  test('a run with no summary (wrk could not connect) is an error quoting its output', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:4498 Connection refused\n')).toThrow(
      /no summary in its output:\nunable to connect/,
    );
  });

  test('the hook prints every field parseWrk reads, on one line', () => {
    const line = DONE_SCRIPT.match(/'WRK-JSON (\{.*\})\\n'/)?.[1] ?? '';
    expect(line.match(/"(\w+)":%d/g)?.map((f) => f.slice(1, f.indexOf('"', 1)))).toEqual([
      'requests',
      'duration',
      'status',
      'socket',
      'p50',
      'p99',
    ]);
  });
});
