import { describe, expect, it } from 'vitest';
import { screenOf } from './scroll-reset.ts';

describe('screenOf', () => {
  it('is the first segment of the path, so tabs and rows of one screen count as the same screen', () => {
    expect(screenOf('/users/12/costs')).toBe('users');
    expect(screenOf('/users')).toBe('users');
    expect(screenOf('/payment-profiles/3/rules')).toBe('payment-profiles');
    expect(screenOf('/')).toBe('');
  });
});
