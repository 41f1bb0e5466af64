/** Reads what the storefront sent from the sandbox (GET /__sandbox/api/…) and switches faults. */
import type { APIRequestContext } from '@playwright/test';

export interface StoredRecord {
  id: number;
  body: Record<string, unknown>;
  [key: string]: unknown;
}

/** Stats events, affiliate records, logs or leads, newest last. */
export async function records(
  request: APIRequestContext,
  kind: 'stats' | 'affiliate' | 'logs' | 'leads',
): Promise<StoredRecord[]> {
  const res = await request.get(`/__sandbox/api/${kind}`);
  const list = (await res.json()) as StoredRecord[];
  return list.toSorted((a, b) => a.id - b.id);
}

/** The stats events of one session. */
export async function statsOf(request: APIRequestContext, sessionId: string): Promise<StoredRecord[]> {
  return (await records(request, 'stats')).filter((r) => r.body.sessionId === sessionId);
}

/** Orders the sandbox holds. */
export async function orders(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  return (await (await request.get('/__sandbox/api/orders')).json()) as Record<string, unknown>[];
}

/** Makes a call fail or hang until cleared (`DELETE /__sandbox/faults`). */
export async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  await request.post('/__sandbox/faults', { data: fault });
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__sandbox/faults');
}
