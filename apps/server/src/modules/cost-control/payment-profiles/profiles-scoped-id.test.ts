import { describe, expect, it } from 'vitest';
import type { Executor } from '../../../db/client.ts';
import { type AccountId, type ProfileId, scoped } from '../../../db/scoped-id.ts';
import { deleteProfile, setDefault } from './profiles.repository.ts';

describe('scoped ids of payment profiles', () => {
  it('are refused by a write when they are bare numbers (a compile error, checked by tsc in npm run check)', () => {
    const db = {} as Executor;
    const writes = () => {
      // @ts-expect-error a bare profile id has not been through requireProfile
      void deleteProfile(db, 7);
      // @ts-expect-error nor a bare account id through requireAccount or lockVisibleAccount
      void setDefault(db, 1, scoped<'paymentProfile'>(7));
      // @ts-expect-error an account's id is not a profile's
      void deleteProfile(db, scoped<'account'>(7));
      const checked: [AccountId, ProfileId] = [scoped(1), scoped(7)];
      void setDefault(db, ...checked);
    };
    expect(typeof writes).toBe('function');
  });
});
