import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  defaultCandidates,
  installStorage,
  probeStorage,
  STORAGE_UNAVAILABLE,
  storageEngine,
} from '../../../src/state/storage.ts';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

afterEach(() => {
  removeGlobals();
  vi.restoreAllMocks();
});

const blocked = (): never => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('storage probe (R-CON-2, R-ERR-5)', () => {
  test('R-ERR-5: the message is worded as in §8', () => {
    expect(STORAGE_UNAVAILABLE).toBe('No available storage method found.');
  });

  test('R-CON-2: localStorage is used when it works', async () => {
    const local = new MapStorage();
    const state = await loadState(local, new MapStorage());
    expect(state.activeStorage.kind).toBe('localStorage');
    state.setPageName('Order form');
    expect(local.getItem('state')).toContain('Order form');
    expect(local.getItem('__storage_probe__')).toBeNull();
  });

  test('R-CON-2: a blocked localStorage (SecurityError) falls back to sessionStorage', async () => {
    const session = new MapStorage();
    const state = await loadState('blocked', session);
    expect(state.activeStorage.kind).toBe('sessionStorage');
    state.setPageName('Upsell');
    expect(session.getItem('state')).toContain('Upsell');
  });

  test('R-CON-2: a full localStorage (quota) falls back to sessionStorage', async () => {
    const local = new MapStorage();
    local.full = true;
    const state = await loadState(local, new MapStorage());
    expect(state.activeStorage.kind).toBe('sessionStorage');
  });

  test('R-CON-2, R-ERR-5: with both storages blocked or missing, the message is logged and the state lives in memory and still works', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('window', globalThis); // a page (the build renders without one: the next test)
    const state = await loadState('blocked', 'blocked');
    expect(state.activeStorage).toMatchObject({ kind: 'memory', error: STORAGE_UNAVAILABLE });
    expect(log).toHaveBeenCalledWith('No available storage method found.');
    state.setPageName('Receipt');
    expect(state.funnelState.get().pageName).toBe('Receipt');
    log.mockClear();
    expect((await loadState(undefined, undefined)).activeStorage).toMatchObject({
      kind: 'memory',
      error: STORAGE_UNAVAILABLE,
    });
    expect(log).toHaveBeenCalledWith(STORAGE_UNAVAILABLE);
    vi.unstubAllGlobals();
  });

  test('R-ERR-5: the build, which renders pages without a window or storage, prints no storage message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await loadState(undefined, undefined);
    expect(state.activeStorage).toMatchObject({ kind: 'memory', error: STORAGE_UNAVAILABLE });
    expect(log).not.toHaveBeenCalled();
  });

  test('R-ERR-5: the real chain (localStorage, sessionStorage) answers the error when both fail; a working one logs nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = new MapStorage();
    full.full = true;
    const broken = defaultCandidates({ localStorage: full, sessionStorage: undefined });
    expect(broken.map(([kind]) => kind)).toEqual(['localStorage', 'sessionStorage']);
    expect(probeStorage(broken)).toEqual({ ok: false, error: STORAGE_UNAVAILABLE });
    expect(installStorage(broken)).toMatchObject({ kind: 'memory', error: STORAGE_UNAVAILABLE });
    expect(log).toHaveBeenCalledWith(STORAGE_UNAVAILABLE);
    log.mockClear();
    const fallback = installStorage(defaultCandidates({ localStorage: full, sessionStorage: new MapStorage() }));
    expect(fallback.kind).toBe('sessionStorage');
    expect(fallback.error).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  test('R-CON-2: the real chain tries localStorage first, then sessionStorage', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const both = probeStorage(defaultCandidates({ localStorage: local, sessionStorage: session }));
    expect(both.ok && both.kind).toBe('localStorage');
    const blockedLocal = {
      get localStorage(): Storage {
        return blocked();
      },
      sessionStorage: session,
    };
    const choice = probeStorage(defaultCandidates(blockedLocal));
    expect(choice.ok && choice.kind).toBe('sessionStorage');
  });
});

describe('storage engine (what persisted atoms read and write through)', () => {
  test('R-CON-2: reads, writes and removes keys through the storage', () => {
    const storage = new MapStorage();
    const engine = storageEngine(storage);
    engine.write('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(engine.read('a')).toBe('1');
    engine.write('a', undefined);
    expect(storage.getItem('a')).toBeNull();
    expect(engine.read('a')).toBeUndefined();
  });

  test('R-ERR-5: with no storage at all, the engine keeps values in memory for the page', () => {
    const engine = storageEngine(undefined);
    expect(engine.read('a')).toBeUndefined();
    engine.write('a', '1');
    expect(engine.read('a')).toBe('1');
    engine.write('a', undefined);
    expect(engine.read('a')).toBeUndefined();
    expect(storageEngine(undefined).read('a')).toBeUndefined();
  });

  test('R-CON-2: a write that fails later (storage full) is kept in memory and reported, never thrown', () => {
    const storage = new MapStorage();
    const errors: unknown[] = [];
    const engine = storageEngine(storage, (e) => errors.push(e));
    storage.full = true;
    engine.write('state', '{"pageName":"x"}');
    expect(engine.read('state')).toBe('{"pageName":"x"}');
    expect(storage.getItem('state')).toBeNull();
    expect(errors).toHaveLength(1);
    storage.full = false;
    engine.write('state', '{}');
    expect(storage.getItem('state')).toBe('{}');
    expect(engine.read('state')).toBe('{}');
  });

  test('R-CON-2: a storage that throws on read or remove reads as empty and never throws', () => {
    const storage = new MapStorage();
    const engine = storageEngine(storage);
    engine.write('k', '1');
    storage.getItem = blocked;
    storage.removeItem = blocked;
    expect(engine.read('k')).toBeUndefined();
    expect(() => engine.write('k', undefined)).not.toThrow();
    expect(engine.read('k')).toBeUndefined();
  });

  test('R-CON-2: a full localStorage mid-visit keeps the state working', async () => {
    const local = new MapStorage();
    const state = await loadState(local);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    local.full = true;
    state.setPageName('Upsell');
    expect(state.funnelState.get().pageName).toBe('Upsell');
  });
});
