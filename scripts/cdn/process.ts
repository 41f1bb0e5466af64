/**
 * Runs a server process for a while: starts it in a process group of its own, waits until its
 * URL answers, and stops the whole group (wrangler's workerd children included). A process that
 * exits or does not answer within the time is an error that quotes its last output.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as http } from 'node:http';
import { request as https } from 'node:https';

/** A server process that answers at its URL. */
export interface Running {
  url: string;
  pid: number;
  /** Stops the process and everything it started; resolves once it has exited. */
  stop(): Promise<void>;
  /** Resolves with the exit code (or signal) when the process ends, stopped or not. */
  exited: Promise<number | string | null>;
}

/** What to start. */
export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  url: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** How long to wait for the first answer (ms). */
  timeoutMs?: number;
  /** A temporary folder of the process's own, removed once it has stopped or failed to start. */
  tempDir?: string | undefined;
  /** Show its output as it comes (a preview), besides keeping the last of it for errors. */
  echo?: boolean | undefined;
}

/** Starts the process and resolves once its URL answers (any status). */
export async function startProcess(spec: ProcessSpec): Promise<Running> {
  const removeTemp = () => spec.tempDir && rmSync(spec.tempDir, { recursive: true, force: true });
  try {
    return await run(spec, removeTemp);
  } catch (error) {
    removeTemp();
    throw error;
  }
}

/** Whether something answers at the URL now (any status; over HTTPS, whatever its certificate). */
const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const send = url.startsWith('https:') ? https : http;
    const req = send(url, { timeout: 2000, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });

async function run(spec: ProcessSpec, removeTemp: () => void): Promise<Running> {
  // Another server on the port would answer for this one, which would then fail to listen.
  if (await answers(spec.url)) throw new Error(`${spec.name}: something else already answers at ${spec.url}`);
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    if (spec.echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  const failed = (why: string) => new Error(`${spec.name}: ${why}\n--- its last output ---\n${output.trim()}`);
  const spawned = await new Promise<Error | undefined>((done) => {
    child.once('spawn', () => done(undefined));
    child.once('error', (error) => done(error));
  });
  if (spawned) throw failed(`cannot run ${spec.command}: ${spawned.message}`);

  // Its own process group outlives this process unless stopped: stop it when this one exits.
  const orphaned = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      const late = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(late);
    }
    removeTemp();
  };
  const deadline = Date.now() + (spec.timeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended) {
    if (await answers(spec.url)) return { url: spec.url.replace(/\/$/, ''), pid: child.pid!, stop, exited };
    if (Date.now() > deadline) {
      await stop();
      throw failed(`no answer at ${spec.url} within ${(spec.timeoutMs ?? 60_000) / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw failed(`exited with ${child.exitCode ?? child.signalCode} before answering at ${spec.url}`);
}
