import { describe, expect, it } from 'vitest';
import { tokenExpiresAt } from '../../../api/session-storage.ts';
import { isIdle } from './idle-logout.ts';
import { needsRefresh } from './token-refresh.ts';

function jwt(claims: object) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('session timing (000 §4, §9)', () => {
  it('reads the expiry from the token itself', () => {
    expect(tokenExpiresAt(jwt({ sid: 's', sub: '2', exp: 1_800_000_000, name: 'Øyvind' }))).toBe(
      1_800_000_000_000,
    );
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt(jwt({ sub: '2' }))).toBeNull();
  });

  it('refreshes when less than one minute remains', () => {
    const now = 1_000_000;
    expect(needsRefresh(now + 61_000, now)).toBe(false);
    expect(needsRefresh(now + 60_000, now)).toBe(false);
    expect(needsRefresh(now + 59_999, now)).toBe(true);
    expect(needsRefresh(now - 1, now)).toBe(true);
  });

  it('is idle after the max idle seconds without activity', () => {
    expect(isIdle(0, 3_599_999, 3600)).toBe(false);
    expect(isIdle(0, 3_600_000, 3600)).toBe(true);
  });
});
