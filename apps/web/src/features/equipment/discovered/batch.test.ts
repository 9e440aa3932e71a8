import { describe, expect, it } from 'vitest';
import { inChunks, runInChunks } from './batch.ts';

describe('batch calls in chunks', () => {
  it('splits into chunks of the size, the last one shorter', () => {
    expect(inChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inChunks([1, 2], 100)).toEqual([[1, 2]]);
    expect(inChunks([], 100)).toEqual([]);
    expect(() => inChunks([1], 0)).toThrow();
  });

  it('sends the chunks in order and stops at the first refusal', async () => {
    const sent: number[][] = [];
    expect(await runInChunks([1, 2, 3, 4, 5], 2, async (c) => sent.push(c))).toBe(5);
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    const tried: number[][] = [];
    const failing = runInChunks([1, 2, 3, 4, 5], 2, async (c) => {
      tried.push(c);
      if (c[0] === 3) throw new Error('Already exists.');
    });
    await expect(failing).rejects.toThrow('Already exists.');
    expect(tried).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
