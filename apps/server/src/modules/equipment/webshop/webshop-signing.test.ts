import { describe, expect, it } from 'vitest';
import { signOrderCall, signWebshopLogin, verifyOrderCall, verifyWebshopLogin } from './webshop-signing.ts';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = 1_795_000_000;
const LOGIN = {
  catalogId: 7,
  accountId: 3,
  billingGroupId: null,
  purchaserCatalogId: 7,
  name: 'Øyvind Ansatt',
  credit: [{ categoryId: 1, credit: 400_000, eligibleFrom: '2026-01-31' }],
};

describe('the webshop login URL', () => {
  it('carries the login and is accepted within 5 minutes', () => {
    const token = signWebshopLogin(LOGIN, SECRET, NOW);
    const r = verifyWebshopLogin(token, SECRET, NOW + 300);
    expect(r.ok && r.login).toMatchObject({ ...LOGIN, expiresAt: NOW + 300 });
  });

  it('is refused after 5 minutes, when altered, signed with another secret, or not a token', () => {
    const token = signWebshopLogin(LOGIN, SECRET, NOW);
    expect(verifyWebshopLogin(token, SECRET, NOW + 301)).toEqual({ ok: false, reason: 'expired' });
    const [payload, signature] = token.split('.') as [string, string];
    const richer = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        credit: [{ categoryId: 1, credit: 9e9, eligibleFrom: '2026-01-31' }],
      }),
    ).toString('base64url');
    expect(verifyWebshopLogin(`${richer}.${signature}`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'altered',
    });
    expect(verifyWebshopLogin(token, 'another-secret-of-enough-length', NOW)).toEqual({
      ok: false,
      reason: 'altered',
    });
    expect(verifyWebshopLogin('nonsense', SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('gives every login its own nonce, so a receiver can refuse a replay', () => {
    const a = verifyWebshopLogin(signWebshopLogin(LOGIN, SECRET, NOW), SECRET, NOW);
    const b = verifyWebshopLogin(signWebshopLogin(LOGIN, SECRET, NOW), SECRET, NOW);
    expect(a.ok && b.ok && a.login.nonce !== b.login.nonce).toBe(true);
  });
});

describe('the order-line call', () => {
  const body = JSON.stringify({ orderLineId: 'L-1', status: 'delivered' });
  it('is the webshop’s when the HMAC of timestamp and body matches within 5 minutes', () => {
    const h = signOrderCall(body, SECRET, NOW);
    const headers = { timestamp: h['x-webshop-timestamp'], signature: h['x-webshop-signature'] };
    expect(verifyOrderCall(body, headers, SECRET, NOW + 300)).toBe(true);
    expect(verifyOrderCall(body, headers, SECRET, NOW + 301)).toBe(false);
    expect(verifyOrderCall(body.replace('delivered', 'cancelled'), headers, SECRET, NOW)).toBe(false);
    expect(verifyOrderCall(body, { ...headers, timestamp: String(NOW + 1) }, SECRET, NOW)).toBe(false);
    expect(verifyOrderCall(body, {}, SECRET, NOW)).toBe(false);
  });
});
