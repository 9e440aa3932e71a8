import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { createTokenService } from './tokens.ts';

describe('token service', () => {
  const claims = { sid: 'session-1', sub: '42' };

  it('verifies a token again by its text until it expires, then as expired', async () => {
    const clock = fixedClock('2026-11-15T10:00:00Z');
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256', 60, clock);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    clock.advance(60_000);
    await expect(tokens.verify(token)).rejects.toThrow('Token expired.');
    expect(await tokens.verify(token, { allowExpired: true })).toMatchObject(claims);
  });

  it('refuses a token with another signature or payload after the genuine one was verified', async () => {
    const clock = fixedClock('2026-11-15T10:00:00Z');
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256', 60, clock);
    const other = createTokenService('another-secret-of-enough-length-256', 60, clock);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(`${header}.${payload}.${flipped}`)).rejects.toThrow('Invalid token.');
    const forged = await other.sign({ sid: 'session-1', sub: '1' });
    await expect(tokens.verify(forged)).rejects.toThrow('Invalid token.');
  });
});
