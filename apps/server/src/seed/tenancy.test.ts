import { describe, expect, it } from 'vitest';
import { MAX_SEED_SUBSCRIPTIONS } from '../config.ts';
import { phoneFor } from './tenancy.ts';

describe('the demo people’s mobile numbers', () => {
  it('are Norwegian mobile numbers, unique and apart from Fjellvind’s 910 0x xxx, up to the largest seed', () => {
    const seen = new Set<string>();
    for (let i = 0; i <= MAX_SEED_SUBSCRIPTIONS; i++) {
      const phone = phoneFor(i);
      if (!/^\+47[49]\d{7}$/.test(phone) || phone.startsWith('+479100') || seen.has(phone))
        throw new Error(`person ${i}: ${phone}`);
      seen.add(phone);
    }
    expect(seen.size).toBe(MAX_SEED_SUBSCRIPTIONS + 1);
  });

  it('keep the numbers of the demo’s first people', () => {
    expect([0, 1, 2, 142_858].map(phoneFor)).toEqual([
      '+4790000000',
      '+4740000007',
      '+4790000014',
      '+4741000006',
    ]);
  });
});
