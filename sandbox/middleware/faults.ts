/**
 * Fault injection for tests, switchable without restart: a fault matches a call by name
 * ('orders/createguest') and optionally method, and answers with a status and error, waits
 * delayMs first, or hangs until the faults are cleared; `headers` are added to its answer (or to
 * the call's own, without a status), such as a `Set-Cookie` for another domain. `times` limits
 * how often it fires.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { SOMETHING_WENT_WRONG } from '../../src/domain/messages.ts';
import { callName, isApiPath } from './api-path.ts';

/** POST /__sandbox/faults body. */
export const faultSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .transform((p) => p.replace(/^\/+/, '')),
  method: z.enum(['GET', 'POST']).optional(),
  status: z.int().min(400).max(599).optional(),
  error: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  delayMs: z.int().min(0).max(120_000).optional(),
  hang: z.boolean().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  times: z.int().min(1).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/** The active faults. */
export class Faults {
  private list: (Fault & { fired: number })[] = [];
  private hanging = new Set<() => void>();

  /** Adds a fault; newest wins. */
  add(fault: Fault): void {
    this.list.unshift({ ...fault, fired: 0 });
  }
  /** Removes every fault and releases hanging requests. */
  clear(): void {
    this.list = [];
    for (const release of this.hanging) release();
    this.hanging.clear();
  }
  /** The faults, for GET /__sandbox/faults. */
  all(): readonly Fault[] {
    return this.list;
  }
  /** The fault for a call, counting it as fired. */
  take(method: string, name: string): Fault | undefined {
    const fault = this.list.find((f) => f.path === name && (!f.method || f.method === method));
    if (!fault) return undefined;
    fault.fired += 1;
    if (fault.times !== undefined && fault.fired >= fault.times) this.list = this.list.filter((f) => f !== fault);
    return fault;
  }
  /** Waits until clear() (or the time limit); resolves true when released by clear(). */
  hang(limitMs = 300_000): Promise<boolean> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.hanging.delete(release);
        resolve(false);
      }, limitMs);
      this.hanging.add(release);
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the matching fault before the call runs. */
export function injectFaults(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    const fault = faults.take(c.req.method, callName(c.req.path));
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.hang) {
      await faults.hang();
      return c.json({ error: SOMETHING_WENT_WRONG }, 503);
    }
    if (fault.status)
      return c.json(
        fault.body ?? { error: fault.error ?? SOMETHING_WENT_WRONG },
        fault.status as ContentfulStatusCode,
        {
          ...fault.headers,
        },
      );
    await next();
    for (const [name, value] of Object.entries(fault.headers ?? {})) c.res.headers.append(name, value);
  };
}
