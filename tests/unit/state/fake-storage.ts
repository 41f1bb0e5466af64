/** Web Storage doubles for the state tests: a Map-backed Storage, a full one, and globals that throw. */
import { vi } from 'vitest';

/** A Map-backed Storage; `full` makes every write throw QuotaExceededError. */
export class MapStorage implements Storage {
  readonly data = new Map<string, string>();
  full = false;
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, String(value));
  }
}

type Slot = 'localStorage' | 'sessionStorage';

/** Puts a storage on globalThis, or a getter that throws SecurityError as a blocked browser does. */
export function installGlobal(slot: Slot, storage: Storage | 'blocked' | undefined): void {
  if (storage === 'blocked') {
    Object.defineProperty(globalThis, slot, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  } else {
    Object.defineProperty(globalThis, slot, { configurable: true, writable: true, value: storage });
  }
}

/** Removes both storages from globalThis. */
export function removeGlobals(): void {
  for (const slot of ['localStorage', 'sessionStorage'] as const) Reflect.deleteProperty(globalThis, slot);
}

/** Loads the state layer afresh, as a new page would, over the given storages. */
export async function loadState(local: Storage | 'blocked' | undefined, session?: Storage | 'blocked') {
  removeGlobals();
  installGlobal('localStorage', local);
  installGlobal('sessionStorage', session);
  vi.resetModules();
  return import('../../../src/state/index.ts');
}
