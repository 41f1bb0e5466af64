import { describe, expect, test, vi } from 'vitest';
import { loadOnce } from '../../../src/islands/load-once.ts';

describe('loadOnce (what an island loads when the shopper reaches for it)', () => {
  test('one load is shared by every call', async () => {
    const load = vi.fn(async () => 'rules');
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['rules', 'rules']);
    expect(await get()).toBe('rules');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is tried again on the next call, so a network blip is not for the page’s life', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('rules');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('rules');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
