import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compress-answer.ts';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and answers plainly without the header', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate, zstd')).toBeNull();
  });

  it('follows the weights: a higher one wins, 0 refuses, * stands for what is not named', () => {
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('BR;Q=0, GZIP;Q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding(['gzip;q=0.2', 'br;q=0.1'])).toBe('gzip');
  });
});
