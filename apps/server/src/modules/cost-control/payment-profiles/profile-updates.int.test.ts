import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import { codeOf, type Profile, profileWorld } from '../../../../test/factories/profile-world.ts';
import type { TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/**
 * Payment profiles: saving a profile (settings, rules, members in one go) and the standard profile, on the world of
 * factories/profile-world.ts.
 */
describe('payment profiles', () => {
  let s: TestServer;
  let admin: string;
  let costControl: string;
  let cat: Awaited<ReturnType<typeof profileWorld>>['cat'];
  let main: number;
  let w: Awaited<ReturnType<typeof profileWorld>>;
  beforeAll(async () => {
    w = await profileWorld();
    ({ s, admin, costControl, cat, main } = w);
  });
  afterAll(() => w.s.close());
  const create = (...a: Parameters<typeof w.create>) => w.create(...a);
  const update = (...a: Parameters<typeof w.update>) => w.update(...a);
  const list = (...a: Parameters<typeof w.list>) => w.list(...a);
  const newAccount = (...a: Parameters<typeof w.newAccount>) => w.newAccount(...a);
  const defaultsOf = (...a: Parameters<typeof w.defaultsOf>) => w.defaultsOf(...a);

  describe('update', () => {
    it('saves description, settings and the whole rule draft, and bumps the version', async () => {
      const p = (await create(admin, main, { description: 'Redigeres' })).data!.createPaymentProfile;
      const res = await update(
        admin,
        main,
        p.ID,
        {
          description: 'Redigert',
          billingPeriod: 'annual',
          settings: {
            sendSMSReport: true,
            smsReportText: 'Rapporter bruken',
            dueDateDay: 31,
            defaultReportMode: 'work',
          },
          rules: {
            categoryGroups: [
              { categoryGroupID: cat.calls, covers: true, limited: true, limit: 100, report: true },
              { categoryGroupID: cat.other, covers: false, limited: false, limit: null },
            ],
            groups: [
              {
                groupName: 'Mobil',
                categoryGroupIDs: [cat.sms, cat.data],
                covers: true,
                limited: true,
                limit: null,
              },
            ],
          },
        },
        p.version,
      );
      expect(res.errors).toBeUndefined();
      const saved = res.data!.updatePaymentProfile;
      expect(saved).toMatchObject({
        description: 'Redigert',
        billingPeriod: 'annual',
        version: p.version + 1,
      });
      expect(saved.settings).toMatchObject({
        sendSMSReport: true,
        smsReportText: 'Rapporter bruken',
        dueDateDay: 31,
        defaultReportMode: 'work',
      });
      expect(saved.rules.categoryGroups.find((r) => r.categoryGroupID === cat.other)).toMatchObject({
        covers: false,
        limit: 0,
      });
      expect(saved.rules.groups).toEqual([
        expect.objectContaining({ groupName: 'Mobil', limit: 0, limited: true }),
      ]);

      // A later draft without the group ungroups it.
      const again = await update(admin, main, p.ID, { rules: { groups: [] } }, saved.version);
      expect(again.data!.updatePaymentProfile.rules.groups).toEqual([]);
      expect(again.data!.updatePaymentProfile.rules.categories.every((c) => c.groupID === null)).toBe(true);
    });

    it('answers CONFLICT to the second of two admins saving the same version, keeping the first one’s change', async () => {
      const p = (await create(admin, main, { description: 'Samtidig' })).data!.createPaymentProfile;
      const first = await update(
        admin,
        main,
        p.ID,
        { description: 'Admin 1', settings: { dueDateDay: 20 } },
        p.version,
      );
      expect(first.errors).toBeUndefined();
      const second = await update(
        costControl,
        main,
        p.ID,
        { description: 'Admin 2', settings: { dueDateDay: 25 } },
        p.version,
      );
      expect(codeOf(second)).toBe('CONFLICT');
      const now = (await list(admin, main)).data!.paymentProfiles.find((x) => x.ID === p.ID)!;
      expect(now).toMatchObject({ description: 'Admin 1', version: p.version + 1 });
      expect(now.settings.dueDateDay).toBe(20);
    });

    it('lets at most one of two simultaneous saves of the same version through', async () => {
      const p = (await create(admin, main, { description: 'Kappløp' })).data!.createPaymentProfile;
      const results = await Promise.all([
        update(admin, main, p.ID, { description: 'A' }, p.version),
        update(costControl, main, p.ID, { description: 'B' }, p.version),
      ]);
      expect(results.map(codeOf).sort()).toEqual(['CONFLICT', undefined]);
      const winner = results.find((r) => !r.errors)!.data!.updatePaymentProfile.description;
      expect((await list(admin, main)).data!.paymentProfiles.find((x) => x.ID === p.ID)!.description).toBe(
        winner,
      );
    });

    it('a save that fails half-way leaves the profile exactly as it was', async () => {
      const p = (await create(admin, main, { description: 'Atomisk' })).data!.createPaymentProfile;
      // The database refuses the settings row once the rules before it are written: the save fails half-way.
      await s.database.db.execute(
        sql.raw(`create function fail_half_way() returns trigger language plpgsql
        as $$ begin raise exception 'half-way failure'; end $$`),
      );
      await s.database.db.execute(
        sql.raw(`create trigger fail_half_way after update on payment_profiles
        for each row when (new.description = 'Halvveis') execute function fail_half_way()`),
      );
      const res = await update(
        admin,
        main,
        p.ID,
        {
          description: 'Halvveis',
          settings: { dueDateDay: 28, automaticApproval: true },
          rules: {
            categoryGroups: [{ categoryGroupID: cat.calls, covers: false, limited: false }],
            groups: [
              {
                groupName: 'Halv',
                categoryGroupIDs: [cat.sms, cat.data],
                covers: true,
                limited: true,
                limit: 1,
              },
            ],
          },
        },
        p.version,
      );
      await s.database.db.execute(sql.raw('drop function fail_half_way() cascade'));
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
      const after = (await list(admin, main)).data!.paymentProfiles.find((x) => x.ID === p.ID)!;
      expect(after).toEqual(p);
    });

    it('refuses a settings change that breaks the rules between fields', async () => {
      const p = (await create(admin, main, { description: 'Regler', settings: { sendSMSReport: true } }))
        .data!.createPaymentProfile;
      const res = await update(
        admin,
        main,
        p.ID,
        { settings: { mandatoryCommentInReport: true } },
        p.version,
      );
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      const withReporting = await update(
        admin,
        main,
        p.ID,
        {
          settings: { mandatoryCommentInReport: true },
          rules: {
            categoryGroups: [{ categoryGroupID: cat.content, covers: true, limited: false, report: true }],
          },
        },
        p.version,
      );
      expect(withReporting.errors).toBeUndefined();
      // Turning the SMS report off while a category is still reported is refused; the screen clears them first.
      const off = await update(admin, main, p.ID, { settings: { sendSMSReport: false } }, p.version + 1);
      expect(codeOf(off)).toBe('BAD_USER_INPUT');
    });

    it("answers another customer's profile as not found", async () => {
      const foreign = (await buildProfile(s.database.db, { account: w.otherAccount })).id;
      expect(codeOf(await update(admin, w.otherAccount.id, foreign, { description: 'X' }, 1))).toBe(
        'NOT_FOUND',
      );
      // Naming your own account with another account's profile finds nothing either.
      expect(codeOf(await update(admin, main, foreign, { description: 'X' }, 1))).toBe('NOT_FOUND');
    });
  });

  describe('the standard profile', () => {
    const setDefault = (token: string, accountID: number, profileID: number) =>
      s.gql<{ setDefaultPaymentProfile: Profile }>(
        token,
        'mutation($accountID: Int!, $profileID: Int!) { setDefaultPaymentProfile(accountID: $accountID, profileID: $profileID) { ID default } }',
        { accountID, profileID },
      );

    it('moves to the chosen profile and clears the old one; turning it off is refused', async () => {
      const account = await newAccount('Standardtest');
      const a = (await create(admin, account, { description: 'A' })).data!.createPaymentProfile;
      const b = (await create(admin, account, { description: 'B' })).data!.createPaymentProfile;
      expect((await setDefault(admin, account, b.ID)).data!.setDefaultPaymentProfile.default).toBe(true);
      expect(await defaultsOf(account)).toEqual([b.ID]);
      const viaUpdate = await update(admin, account, a.ID, { default: true }, a.version);
      expect(viaUpdate.data!.updatePaymentProfile.default).toBe(true);
      expect(await defaultsOf(account)).toEqual([a.ID]);
      const off = await update(
        admin,
        account,
        a.ID,
        { default: false },
        viaUpdate.data!.updatePaymentProfile.version,
      );
      expect(codeOf(off)).toBe('BAD_USER_INPUT');
      expect(await defaultsOf(account)).toEqual([a.ID]);
    });

    it('stays exactly one when two admins set different profiles at once', async () => {
      const account = await newAccount('Samtidig standard');
      const ids: number[] = [];
      for (const d of ['A', 'B', 'C', 'D'])
        ids.push((await create(admin, account, { description: d })).data!.createPaymentProfile.ID);
      const results = await Promise.all(
        ids.flatMap((id) => [setDefault(admin, account, id), setDefault(costControl, account, id)]),
      );
      expect(results.every((r) => !r.errors)).toBe(true);
      expect(await defaultsOf(account)).toHaveLength(1);
    });

    it('stays exactly one when the first profiles of an account are created at once', async () => {
      const account = await newAccount('Samtidig første');
      const results = await Promise.all(
        ['A', 'B', 'C'].map((d, i) => create(i % 2 ? costControl : admin, account, { description: d })),
      );
      expect(results.every((r) => !r.errors)).toBe(true);
      expect(results.filter((r) => r.data!.createPaymentProfile.default)).toHaveLength(1);
      expect(await defaultsOf(account)).toHaveLength(1);
    });

    it('the profile following the removed standard profile becomes standard; members lose their profile', async () => {
      const account = await newAccount('Fjerning');
      const sub = w.free[1]!;
      await s.database.db.execute(sql`update subscriptions set account_id = ${account} where id = ${sub}`);
      const a = (await create(admin, account, { description: 'A' }, [sub])).data!.createPaymentProfile;
      const b = (await create(admin, account, { description: 'B' })).data!.createPaymentProfile;
      const res = await s.gql<{ removePaymentProfile: number }>(
        admin,
        'mutation($accountID: Int!, $profileID: Int!) { removePaymentProfile(accountID: $accountID, profileID: $profileID) }',
        { accountID: account, profileID: a.ID },
      );
      expect(res.data!.removePaymentProfile).toBe(a.ID);
      expect(await defaultsOf(account)).toEqual([b.ID]);
      const [row] = await queryRows<{ payment_profile_id: number | null }>(
        s.database.db,
        sql`select payment_profile_id from subscriptions where id = ${sub}`,
      );
      expect(row!.payment_profile_id).toBeNull();
      await s.database.db.execute(sql`update subscriptions set account_id = ${main} where id = ${sub}`);
    });
  });
});
