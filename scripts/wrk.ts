/**
 * The HTTP load generator of bench:serve: wrk, from Debian's package (WRK overrides the path). It is
 * written in C on epoll and spends a few microseconds of CPU per request, where autocannon spends
 * as much as the server it loads: on the project's 2 cores autocannon's one thread was the limit
 * and both servers measured alike. One call is one run of wrk; a Lua `done` hook prints its totals
 * as one JSON line, which `parseWrk` reads.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, canInstall } from './apt.ts';

export const wrkPath = process.env.WRK ?? '/usr/bin/wrk';

/** What one load run measured. */
export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Answers with a status of 400 or more, and socket errors (connect, read, write, timeout). */
  badStatus: number;
  socketErrors: number;
}

/** The `done` hook: wrk's summary (µs, counts) and latency percentiles (µs) as one JSON line. */
export const DONE_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK-JSON {"requests":%d,"duration":%d,"status":%d,"socket":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

/** Reads the hook's line from wrk's output; throws when there is none (wrk failed, or no hook ran). */
export function parseWrk(output: string): LoadResult {
  const line = output.split('\n').find((l) => l.startsWith('WRK-JSON '));
  if (!line) throw new Error(`wrk: no summary in its output:\n${output.trim()}`);
  const raw = JSON.parse(line.slice('WRK-JSON '.length)) as Record<
    'requests' | 'duration' | 'status' | 'socket' | 'p50' | 'p99',
    number
  >;
  const seconds = raw.duration / 1e6;
  return {
    requests: raw.requests,
    seconds,
    requestsPerSecond: seconds > 0 ? raw.requests / seconds : 0,
    p50: raw.p50 / 1000,
    p99: raw.p99 / 1000,
    badStatus: raw.status,
    socketErrors: raw.socket,
  };
}

/** Installs wrk with apt as root, as ensure-nginx.ts does nginx; otherwise says what to install. */
export function ensureWrk(): void {
  if (existsSync(wrkPath)) return;
  if (!canInstall || process.env.WRK)
    throw new Error(
      `wrk: not found at ${wrkPath}. Install Debian's package as root:  apt-get update && apt-get install -y wrk\n` +
        '  or point WRK at another wrk.',
    );
  console.log("wrk: not found; installing Debian's package wrk with apt-get …");
  aptInstall(['wrk']);
}

/** What to load. */
export interface LoadSpec {
  url: string;
  seconds: number;
  connections: number;
  threads: number;
  headers: Record<string, string>;
}

/** Runs wrk once against the URL; resolves with its totals, rejects with its output when it fails. */
export async function wrk(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = join(dir, 'done.lua');
  writeFileSync(script, DONE_SCRIPT);
  const args = [
    `--threads=${spec.threads}`,
    `--connections=${Math.max(spec.connections, spec.threads)}`,
    `--duration=${spec.seconds}s`,
    `--script=${script}`,
    ...Object.entries(spec.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    spec.url,
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrkPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text.trim()}`)),
      );
    });
    return parseWrk(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
