import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('keeps the most recently used keys and drops the least recently used first', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('never keeps a key longer than its limit', () => {
    const cache = new LruCache<number>(10, 5);
    cache.set('12345', 1);
    cache.set('123456', 2);
    expect(cache.get('12345')).toBe(1);
    expect(cache.get('123456')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('setting a kept key again replaces it without growing', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('forgets a deleted key', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
