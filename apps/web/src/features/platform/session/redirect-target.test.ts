import { describe, expect, it } from 'vitest';
import { safeTarget } from './redirect-target.ts';

describe('the path to return to after login', () => {
  it('keeps a path of the portal with its query', () => {
    expect(safeTarget('/users/42?tab=costs')).toBe('/users/42?tab=costs');
  });

  it('lands on the dashboard for nothing, another site or a session page', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
      '/login',
      '/login?code=1',
      '/logout',
      '/login/redirect',
    ]) {
      expect(safeTarget(raw)).toBe('/dashboard');
    }
    expect(safeTarget('/login-help')).toBe('/login-help');
  });
});
