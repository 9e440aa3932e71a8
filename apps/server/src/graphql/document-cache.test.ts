import { describe, expect, it } from 'vitest';
import { DocumentCache } from './document-cache.ts';

describe('DocumentCache', () => {
  it('keeps the most recently used texts and drops the least recently used first', () => {
    const cache = new DocumentCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('never keeps a text longer than its limit', () => {
    const cache = new DocumentCache<number>(10, 5);
    cache.set('12345', 1);
    cache.set('123456', 2);
    expect(cache.get('12345')).toBe(1);
    expect(cache.get('123456')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('setting a kept text again replaces it without growing', () => {
    const cache = new DocumentCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });
});
