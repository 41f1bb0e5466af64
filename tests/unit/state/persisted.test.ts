import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { installGlobal, MapStorage, removeGlobals } from './fake-storage.ts';

afterEach(() => {
  removeGlobals();
  vi.unstubAllGlobals();
});

const shape = z.object({ name: z.optional(z.string()) });

/** persisted.ts loaded afresh over `local`, as a page would, with a window for its events. */
async function load(local: MapStorage) {
  installGlobal('localStorage', local);
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.resetModules();
  const { persistedAtom } = await import('../../../src/state/persisted.ts');
  return { win, atom: persistedAtom('k', shape, {}) };
}

describe('persisted atoms (R-CON-2)', () => {
  test('R-CON-2: start from storage, write JSON through, start from initial when storage holds junk', async () => {
    const local = new MapStorage();
    local.setItem('k', '{"name":"Nia"}');
    const { atom } = await load(local);
    expect(atom.get()).toEqual({ name: 'Nia' });
    atom.set({ name: 'Ada' });
    expect(local.getItem('k')).toBe('{"name":"Ada"}');
    local.setItem('k', '{not json');
    expect((await load(local)).atom.get()).toEqual({});
    local.setItem('k', '{"name":42}');
    expect((await load(local)).atom.get()).toEqual({});
  });

  test('R-CON-2: a write by another page is seen: on the next read when unwatched, at its storage event when watched, after a back-forward restore', async () => {
    const local = new MapStorage();
    const { atom, win } = await load(local);
    local.setItem('k', '{"name":"other tab"}');
    expect(atom.get()).toEqual({ name: 'other tab' });
    const seen: unknown[] = [];
    const stop = atom.listen((v) => seen.push(v));
    local.setItem('k', '{"name":"second tab"}');
    win.dispatchEvent(new Event('storage'));
    expect(seen).toEqual([{ name: 'second tab' }]);
    local.removeItem('k');
    win.dispatchEvent(new Event('pageshow'));
    expect(seen).toEqual([{ name: 'second tab' }, {}]);
    win.dispatchEvent(new Event('storage')); // nothing changed: no update
    expect(seen).toHaveLength(2);
    stop();
    local.setItem('k', '{"name":"after"}');
    expect(atom.get()).toEqual({ name: 'after' });
  });

  test('R-CON-2: card data never reaches the atom or storage; undefined removes the key', async () => {
    const local = new MapStorage();
    installGlobal('localStorage', local);
    vi.resetModules();
    const { persistedAtom } = await import('../../../src/state/persisted.ts');
    const loose = persistedAtom<unknown>('x', z.unknown(), undefined);
    loose.set({ note: '4111 1111 1111 1111', cardNumber: '1', ok: 'yes' });
    expect(loose.get()).toEqual({ ok: 'yes' });
    expect(local.getItem('x')).toBe('{"ok":"yes"}');
    loose.set(undefined);
    expect(local.getItem('x')).toBeNull();
  });
});
