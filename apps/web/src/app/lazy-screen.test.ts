import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLoadTimeoutError, withTimeout } from './lazy-screen.ts';

describe('lazy screen loading', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up with a timeout error when the code does not arrive in time', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never, 120_000);
    const outcome = expect(loading).rejects.toBeInstanceOf(ScreenLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes the module and load errors through', async () => {
    await expect(withTimeout(Promise.resolve('module'), 1000)).resolves.toBe('module');
    await expect(withTimeout(Promise.reject(new Error('chunk')), 1000)).rejects.toThrow('chunk');
  });
});
