import { describe, expect, it, vi } from 'vitest';
import { loadOnUse } from './load-on-use.ts';

describe('loadOnUse', () => {
  it('imports the module once, however many ask, and then gives it without waiting', async () => {
    const module = { AccountTreeSelect: () => null };
    const importModule = vi.fn(() => Promise.resolve(module));
    const tree = loadOnUse(importModule);
    expect(tree.loaded()).toBeNull();
    const [first, second] = await Promise.all([tree.load(), tree.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(tree.loaded()).toBe(module);
    await tree.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next ask after a failed load', async () => {
    const module = { AvatarMenu: () => null };
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const menu = loadOnUse(importModule);
    await expect(menu.load()).rejects.toThrow('offline');
    expect(menu.loaded()).toBeNull();
    await expect(menu.load()).resolves.toBe(module);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
