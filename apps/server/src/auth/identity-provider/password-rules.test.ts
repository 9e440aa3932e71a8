import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-tokens.ts';

describe('the built-in provider password rules', () => {
  it('wants 12 to 200 characters, typed twice alike, and not the login name', () => {
    expect(passwordProblem('kort', 'kort', null)).toBe('tooShort');
    expect(passwordProblem('x'.repeat(201), 'x'.repeat(201), null)).toBe('tooLong');
    expect(passwordProblem('fjord-og-fjell', 'fjord-og-fjel', null)).toBe('mismatch');
    expect(passwordProblem('Siv@Solberg.example', 'Siv@Solberg.example', 'siv@solberg.example')).toBe(
      'isLogin',
    );
    expect(passwordProblem('fjord-og-fjell', 'fjord-og-fjell', 'siv@solberg.example')).toBeNull();
  });
});
