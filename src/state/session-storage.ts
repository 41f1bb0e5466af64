/**
 * sessionStorage that may be blocked (R-ERR-5): reads and writes fall back to a per-window map.
 * The session-scoped values of the runtime, the islands and the payments (event budget, pending
 * wallet order, affiliate info, survey answers) all go through here.
 */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage; // the window's (unit tests put one on globalThis)
  } catch {
    return null;
  }
}

/** Reads a session value (storage, else memory). */
export function sessionGet(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // blocked or unavailable: fall through to memory
  }
  return memory.get(key) ?? null;
}

/** Writes a session value (storage, else memory). */
export function sessionSet(key: string, value: string): void {
  memory.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // blocked or full: the memory copy stands in
  }
}

/** Removes a session value. */
export function sessionRemove(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** The same, shaped like the Storage API for code that takes one (the request pipeline). */
export const sessionStore: Pick<Storage, 'getItem' | 'setItem'> = { getItem: sessionGet, setItem: sessionSet };
