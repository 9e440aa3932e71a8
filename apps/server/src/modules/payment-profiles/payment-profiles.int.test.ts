import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProfile, setMember } from '../../../test/fixtures/payment-profiles.ts';
import {
  categoryGroupId,
  freeSubscription,
  setMonthUsage,
  storedDeduction,
} from '../../../test/fixtures/usage.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { insertAccount } from '../accounts/accounts.repository.ts';
import type * as costService from '../cost/cost.service.ts';

// The half-way failure test makes the recompute at the end of a save throw once; everything else passes through.
const failures = vi.hoisted(() => ({ next: false }));
vi.mock('../cost/cost.service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof costService>();
  return {
    ...original,
    recomputeCosts: async (...args: Parameters<typeof original.recomputeCosts>) => {
      if (failures.next) {
        failures.next = false;
        throw new Error('recompute failed');
      }
      return original.recomputeCosts(...args);
    },
  };
});

/** The test clock's month (2026-11): a change to rules or members applies from the current month on. */
const PERIOD = '2026-11';
const MONTH = { fromDate: '2026-11-01', toDate: '2026-11-30' };

const PROFILE_FIELDS = `ID accountID description default billingPeriod memberCount version
  settings { smsPaymentMode defaultReportMode mandatoryCommentInReport sendSMSReport smsReportText smsSender
    sendWelcomeSMS dueDateDay reportGenericTraffic automaticApproval }
  rules { groups { groupID groupName categoryGroupIDs covers limited limit }
    categoryGroups { categoryGroupID covers limited limit report }
    categories { ID groupID description groupName groupable reportable report limited covers limit
      subCategories { name groupable reportable limited covers } } }`;

type Profile = {
  ID: number;
  accountID: number;
  description: string;
  default: boolean;
  memberCount: number;
  version: number;
  settings: Record<string, unknown> & {
    dueDateDay: number;
    sendSMSReport: boolean;
    smsSender: string | null;
  };
  rules: {
    groups: {
      groupID: number;
      groupName: string;
      categoryGroupIDs: number[];
      limited: boolean;
      limit: number;
    }[];
    categoryGroups: {
      categoryGroupID: number;
      covers: boolean;
      limited: boolean;
      limit: number;
      report: boolean;
    }[];
    categories: { ID: number; groupID: number | null; limit: number; limited: boolean; covers: boolean }[];
  };
};

type Gql = { errors?: { message: string; extensions?: { code?: string } }[] };
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe('payment profiles', () => {
  let s: TestServer;
  let admin: string;
  let costControl: string;
  let other: string;
  let cat: Record<'subscription' | 'calls' | 'sms' | 'data' | 'content' | 'other', number>;
  let main: number;

  beforeAll(async () => {
    s = await createTestServer();
    [admin, costControl, other] = await Promise.all([
      s.tokenFor('admin'),
      s.tokenFor('costControl'),
      s.tokenFor('otherAdmin'),
    ]);
    main = s.seed.accounts.main;
    const db = s.database.db;
    cat = {
      subscription: await categoryGroupId(db, 'subscription'),
      calls: await categoryGroupId(db, 'calls'),
      sms: await categoryGroupId(db, 'sms'),
      data: await categoryGroupId(db, 'data'),
      content: await categoryGroupId(db, 'content'),
      other: await categoryGroupId(db, 'other'),
    };
  });
  afterAll(() => s.close());

  async function create(
    token: string,
    accountID: number,
    profile: Record<string, unknown>,
    subscriptionIDs?: number[],
  ) {
    return s.gql<{ createPaymentProfile: Profile }>(
      token,
      `mutation($accountID: Int!, $profile: PaymentProfileInput!, $subscriptionIDs: [Int!]) {
        createPaymentProfile(accountID: $accountID, profile: $profile, subscriptionIDs: $subscriptionIDs) { ${PROFILE_FIELDS} } }`,
      { accountID, profile, subscriptionIDs },
    );
  }

  async function update(
    token: string,
    accountID: number,
    profileID: number,
    profile: object,
    version: number,
  ) {
    return s.gql<{ updatePaymentProfile: Profile }>(
      token,
      `mutation($accountID: Int!, $profileID: Int!, $profile: PaymentProfileInput!, $version: Int!) {
        updatePaymentProfile(accountID: $accountID, profileID: $profileID, profile: $profile, version: $version) { ${PROFILE_FIELDS} } }`,
      { accountID, profileID, profile, version },
    );
  }

  async function list(token: string, accountID: number) {
    return s.gql<{ paymentProfiles: Profile[] }>(
      token,
      `query($accountID: Int!) { paymentProfiles(accountID: $accountID) { ${PROFILE_FIELDS} } }`,
      { accountID },
    );
  }

  async function newAccount(name: string): Promise<number> {
    return insertAccount(s.database.db, { customerId: s.seed.customerId, parentAccountId: main, name });
  }

  async function defaultsOf(accountId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from payment_profiles where account_id = ${accountId} and is_default order by id`,
    );
    return rows.map((r) => r.id);
  }

  async function preview(vars: Record<string, unknown>) {
    return s.gql<{
      paymentProfileRulePreview: {
        totalAmountPeriod: number;
        totalAmountYTD: number;
        deductedAmountPeriod: number;
        coveredAmountPeriod: number;
        categoryUsage: {
          categoryGroupID: number;
          usageAmount: number;
          covers: number;
          deductedAmount: number;
        }[];
      };
    }>(
      admin,
      `query($accountID: Int!, $subscriptionID: Int!, $fromDate: Date!, $toDate: Date!, $profileID: Int, $rules: DraftRulesInput, $settings: PaymentProfileSettingsInput) {
        paymentProfileRulePreview(accountID: $accountID, subscriptionID: $subscriptionID, fromDate: $fromDate,
          toDate: $toDate, profileID: $profileID, rules: $rules, settings: $settings) {
          totalAmountPeriod totalAmountYTD deductedAmountPeriod coveredAmountPeriod
          categoryUsage { categoryGroupID usageAmount covers deductedAmount } } }`,
      { accountID: main, ...MONTH, ...vars },
    );
  }

  describe('list and catalogue', () => {
    it("lists the account's profiles with settings, rules and member counts, the standard one first", async () => {
      const res = await list(costControl, main);
      expect(res.errors).toBeUndefined();
      const profiles = res.data!.paymentProfiles;
      expect(profiles.length).toBeGreaterThanOrEqual(2);
      expect(profiles[0]!.default).toBe(true);
      expect(profiles.filter((p) => p.default)).toHaveLength(1);
      const standard = profiles.find((p) => p.description === 'Standard')!;
      expect(standard.memberCount).toBeGreaterThan(0);
      expect(standard.settings.sendSMSReport).toBe(true);
      const group = standard.rules.groups.find((g) => g.groupName === 'Tale og SMS')!;
      expect(group.categoryGroupIDs.sort()).toEqual([cat.calls, cat.sms].sort());
      expect(group.limit).toBe(500);
      const calls = standard.rules.categories.find((c) => c.ID === cat.calls)!;
      expect(calls).toMatchObject({ groupID: group.groupID, limit: 500, limited: true });
      expect(standard.rules.categories).toHaveLength(7);
    });

    it("answers another customer's account as not found", async () => {
      expect(codeOf(await list(admin, s.seed.accounts.other))).toBe('NOT_FOUND');
      expect(codeOf(await list(costControl, s.seed.accounts.west))).toBe('NOT_FOUND');
    });

    it('gives the category catalogue and the SMS senders of the customer', async () => {
      const res = await s.gql<{
        paymentCategoryGroups: { ID: number; groupable: boolean }[];
        smsSenders: { sender: string }[];
      }>(
        admin,
        `query($accountID: Int) { paymentCategoryGroups { ID groupable reportable description } smsSenders(accountID: $accountID) { sender } }`,
        { accountID: main },
      );
      expect(res.data!.paymentCategoryGroups.find((c) => c.ID === cat.subscription)!.groupable).toBe(false);
      expect(res.data!.smsSenders.map((x) => x.sender)).toEqual(['Connect', 'NordlysBygg']);
      const others = await s.gql<{ smsSenders: { sender: string }[] }>(other, '{ smsSenders { sender } }');
      expect(others.data!.smsSenders.map((x) => x.sender)).toEqual(['Connect', 'Havbris']);
      const prices = await s.gql<{ smsPrices: object }>(
        admin,
        '{ smsPrices { norwegian international charactersPerSms } }',
      );
      expect(prices.data!.smsPrices).toEqual({ norwegian: 0.49, international: 3.99, charactersPerSms: 160 });
    });
  });

  describe('create', () => {
    it("makes the account's first profile its standard profile, and later ones not", async () => {
      const account = await newAccount('Ny avdeling');
      const first = await create(admin, account, { description: '  Første  ' });
      expect(first.errors).toBeUndefined();
      expect(first.data!.createPaymentProfile).toMatchObject({
        description: 'Første',
        default: true,
        memberCount: 0,
        version: 1,
      });
      expect(first.data!.createPaymentProfile.settings).toEqual({
        smsPaymentMode: 'deduct',
        defaultReportMode: 'private',
        mandatoryCommentInReport: false,
        sendSMSReport: false,
        smsReportText: '',
        smsSender: null,
        sendWelcomeSMS: false,
        dueDateDay: 15,
        reportGenericTraffic: false,
        automaticApproval: false,
      });
      // Every category gets a rule: covered and unlimited until the admin says otherwise.
      expect(first.data!.createPaymentProfile.rules.categoryGroups.every((r) => r.covers && !r.limited)).toBe(
        true,
      );
      const second = await create(admin, account, { description: 'Andre' });
      expect(second.data!.createPaymentProfile.default).toBe(false);
      expect(await defaultsOf(account)).toEqual([first.data!.createPaymentProfile.ID]);
    });

    it('takes settings, rules and members in one go', async () => {
      const sub = await freeSubscription(s.database.db, main, 0);
      const res = await create(
        admin,
        main,
        {
          description: 'Prosjekt',
          settings: {
            sendSMSReport: true,
            smsSender: 'NordlysBygg',
            dueDateDay: 20,
            mandatoryCommentInReport: true,
          },
          rules: {
            categoryGroups: [
              { categoryGroupID: cat.calls, covers: true, limited: true, limit: 250.5, report: true },
            ],
            groups: [
              {
                groupName: 'Data og SMS',
                categoryGroupIDs: [cat.data, cat.sms],
                covers: true,
                limited: true,
                limit: 400,
              },
            ],
          },
        },
        [sub],
      );
      expect(res.errors).toBeUndefined();
      const p = res.data!.createPaymentProfile;
      expect(p.memberCount).toBe(1);
      expect(p.settings).toMatchObject({
        sendSMSReport: true,
        smsSender: 'NordlysBygg',
        dueDateDay: 20,
        mandatoryCommentInReport: true,
      });
      expect(p.rules.categoryGroups.find((r) => r.categoryGroupID === cat.calls)).toMatchObject({
        limit: 250.5,
        report: true,
      });
      expect(p.rules.groups).toEqual([
        expect.objectContaining({
          groupName: 'Data og SMS',
          limit: 400,
          categoryGroupIDs: [cat.sms, cat.data].sort((a, b) => a - b),
        }),
      ]);
    });

    it.each([
      [{ description: '   ' }, 'description'],
      [{ description: 'X', settings: { dueDateDay: 9 } }, 'profile.settings.dueDateDay'],
      [{ description: 'X', settings: { dueDateDay: 32 } }, 'profile.settings.dueDateDay'],
      [{ description: 'X', settings: { smsSender: 'Havbris' } }, 'settings.smsSender'],
      [{ description: 'X', settings: { reportGenericTraffic: true } }, 'settings.reportGenericTraffic'],
      [
        { description: 'X', settings: { sendSMSReport: true, mandatoryCommentInReport: true } },
        'settings.mandatoryCommentInReport',
      ],
      [
        { description: 'X', settings: { mandatoryCommentInReport: true, reportGenericTraffic: false } },
        'settings.mandatoryCommentInReport',
      ],
    ])('refuses %j (%s)', async (profile, field) => {
      const res = await create(admin, main, profile);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect((res.errors![0]!.extensions as { details?: { field?: string } }).details?.field).toBe(field);
    });

    it('refuses rules that group what is not groupable, report what is not reportable, or report without SMS', async () => {
      const group = { covers: true, limited: true, limit: 100 };
      const cases = [
        { groups: [{ ...group, groupName: 'Feil', categoryGroupIDs: [cat.subscription, cat.calls] }] },
        { categoryGroups: [{ categoryGroupID: cat.other, covers: true, limited: false, report: true }] },
        { categoryGroups: [{ categoryGroupID: cat.calls, covers: true, limited: true, limit: -5 }] },
      ];
      for (const rules of cases)
        expect(codeOf(await create(admin, main, { description: 'X', rules }))).toBe('BAD_USER_INPUT');
      expect(
        codeOf(
          await create(admin, main, {
            description: 'X',
            rules: {
              categoryGroups: [{ categoryGroupID: cat.calls, covers: true, limited: false, report: true }],
            },
          }),
        ),
      ).toBe('BAD_USER_INPUT');
    });

    it("refuses members outside the account's tree as not found, writing nothing", async () => {
      const before = await list(admin, main);
      const res = await create(admin, main, { description: 'Utenfor' }, [s.seed.otherSubscriptionIds[0]!]);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect((await list(admin, main)).data!.paymentProfiles.length).toBe(
        before.data!.paymentProfiles.length,
      );
    });
  });

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
      failures.next = true;
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
      const foreign = await addProfile(s.database.db, s.seed.accounts.other);
      expect(codeOf(await update(admin, s.seed.accounts.other, foreign, { description: 'X' }, 1))).toBe(
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
      const sub = await freeSubscription(s.database.db, main, 1);
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

  describe('rules, groups and what a member pays', () => {
    let profile: Profile;
    let member: number;

    beforeAll(async () => {
      member = await freeSubscription(s.database.db, main, 2);
      await setMonthUsage(s.database.db, member, PERIOD, [
        { key: 'calls', description: 'Samtaler innland', amountOre: 30_000 },
        { key: 'sms', description: 'SMS innland', amountOre: 5_000 },
      ]);
      const res = await create(
        admin,
        main,
        {
          description: 'Grenser',
          rules: {
            categoryGroups: [
              { categoryGroupID: cat.calls, covers: true, limited: true, limit: 200 },
              { categoryGroupID: cat.sms, covers: true, limited: true, limit: 100 },
            ],
          },
        },
        [member],
      );
      expect(res.errors).toBeUndefined();
      profile = res.data!.createPaymentProfile;
    });

    const groupMutation = `mutation($accountID: Int!, $profileID: Int!, $name: String!, $ids: [Int!]!) {
      addPaymentProfileGroup(accountID: $accountID, profileID: $profileID, groupName: $name, categoryGroupIDs: $ids) { ${PROFILE_FIELDS} } }`;

    it("deducts by each category's own limit before grouping", async () => {
      // Calls 300 kr over a 200 kr limit: 100 kr; SMS 50 kr under its 100 kr limit: nothing.
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(10_000);
      const saved = await preview({ subscriptionID: member });
      expect(saved.data!.paymentProfileRulePreview).toMatchObject({
        totalAmountPeriod: 350,
        deductedAmountPeriod: 100,
        coveredAmountPeriod: 250,
      });
    });

    it('previews a draft (calls and SMS under one 300 kr limit) without saving it', async () => {
      const draft = await preview({
        subscriptionID: member,
        profileID: profile.ID,
        rules: {
          groups: [
            {
              groupName: 'Tale og SMS',
              categoryGroupIDs: [cat.calls, cat.sms],
              covers: true,
              limited: true,
              limit: 300,
            },
          ],
        },
      });
      expect(draft.errors).toBeUndefined();
      const p = draft.data!.paymentProfileRulePreview;
      expect(p).toMatchObject({ totalAmountPeriod: 350, deductedAmountPeriod: 50, coveredAmountPeriod: 300 });
      expect(p.categoryUsage.find((c) => c.categoryGroupID === cat.calls)).toMatchObject({
        usageAmount: 300,
      });
      // Nothing was saved: the stored deduction and the saved rules' preview are unchanged.
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(10_000);
      expect(
        (await preview({ subscriptionID: member })).data!.paymentProfileRulePreview.deductedAmountPeriod,
      ).toBe(100);
    });

    it('grouping two categories under one limit changes what the member pays', async () => {
      const res = await s.gql<{ addPaymentProfileGroup: Profile }>(admin, groupMutation, {
        accountID: main,
        profileID: profile.ID,
        name: 'Tale og SMS',
        ids: [cat.calls, cat.sms],
      });
      expect(res.errors).toBeUndefined();
      const group = res.data!.addPaymentProfileGroup.rules.groups[0]!;
      // A new group's limit is the sum of its members' limits: 350 kr of usage over 300 kr.
      expect(group).toMatchObject({ groupName: 'Tale og SMS', limited: true, limit: 300 });
      expect(res.data!.addPaymentProfileGroup.version).toBe(profile.version + 1);
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(5_000);

      const rule = await s.gql<{ setPaymentProfileRule: Profile }>(
        admin,
        `mutation($accountID: Int!, $profileID: Int!, $groupId: Int) {
          setPaymentProfileRule(accountID: $accountID, profileID: $profileID, groupId: $groupId, covers: true, limited: true, limit: 340) { ID } }`,
        { accountID: main, profileID: profile.ID, groupId: group.groupID },
      );
      expect(rule.errors).toBeUndefined();
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(1_000);
    });

    it('adds to an existing group by its name, refuses what is not groupable, and ungroups one group', async () => {
      const into = await s.gql<{ addPaymentProfileGroup: Profile }>(admin, groupMutation, {
        accountID: main,
        profileID: profile.ID,
        name: 'tale og sms',
        ids: [cat.data],
      });
      expect(into.data!.addPaymentProfileGroup.rules.groups).toHaveLength(1);
      expect(into.data!.addPaymentProfileGroup.rules.groups[0]!.categoryGroupIDs).toContain(cat.data);
      const refused = await s.gql(admin, groupMutation, {
        accountID: main,
        profileID: profile.ID,
        name: 'Ny',
        ids: [cat.subscription],
      });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      const groupID = into.data!.addPaymentProfileGroup.rules.groups[0]!.groupID;
      const removed = await s.gql<{ removePaymentProfileGroup: Profile }>(
        admin,
        `mutation($accountID: Int!, $profileID: Int!, $groupID: Int!) {
          removePaymentProfileGroup(accountID: $accountID, profileID: $profileID, groupID: $groupID) { ${PROFILE_FIELDS} } }`,
        { accountID: main, profileID: profile.ID, groupID },
      );
      expect(removed.data!.removePaymentProfileGroup.rules.groups).toEqual([]);
      // The categories' own rules apply again.
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(10_000);
    });

    it("sets one category's rule; refuses reporting without the SMS report and a negative limit", async () => {
      const set = (vars: Record<string, unknown>) =>
        s.gql<{ setPaymentProfileRule: Profile }>(
          admin,
          `mutation($accountID: Int!, $profileID: Int!, $categoryGroupId: Int, $report: Boolean, $covers: Boolean!, $limited: Boolean!, $limit: Float) {
            setPaymentProfileRule(accountID: $accountID, profileID: $profileID, categoryGroupId: $categoryGroupId, report: $report,
              covers: $covers, limited: $limited, limit: $limit) { ${PROFILE_FIELDS} } }`,
          { accountID: main, profileID: profile.ID, ...vars },
        );
      const ok = await set({ categoryGroupId: cat.sms, covers: false, limited: false });
      expect(
        ok.data!.setPaymentProfileRule.rules.categoryGroups.find((r) => r.categoryGroupID === cat.sms),
      ).toMatchObject({ covers: false });
      // SMS not covered: all 50 kr deducted on top of the calls' 100 kr.
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(15_000);
      expect(
        codeOf(await set({ categoryGroupId: cat.calls, covers: true, limited: false, report: true })),
      ).toBe('BAD_USER_INPUT');
      expect(codeOf(await set({ categoryGroupId: cat.calls, covers: true, limited: true, limit: -1 }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(codeOf(await set({ covers: true, limited: true }))).toBe('BAD_USER_INPUT');
    });

    it('an exception (deduct filter) exempts matching usage; it can be changed and removed', async () => {
      const add = await s.gql<{ addProfileDeductFilter: { ID: number; descriptionMatch: string } }>(
        admin,
        `mutation($accountID: Int!, $profileID: Int!, $categoryGroupID: Int!) {
          addProfileDeductFilter(accountID: $accountID, profileID: $profileID, descriptionMatch: " samtaler ", categoryGroupID: $categoryGroupID) { ID descriptionMatch categoryGroupID } }`,
        { accountID: main, profileID: profile.ID, categoryGroupID: cat.calls },
      );
      expect(add.errors).toBeUndefined();
      expect(add.data!.addProfileDeductFilter.descriptionMatch).toBe('samtaler');
      // Calls are exempt now; SMS (not covered) still deducted in full.
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(5_000);
      const filterID = add.data!.addProfileDeductFilter.ID;
      const changed = await s.gql(
        admin,
        `mutation($accountID: Int!, $profileID: Int!, $filterID: Int!, $categoryGroupID: Int!) {
          updateProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID, descriptionMatch: "Samtaler til utland", categoryGroupID: $categoryGroupID) { ID } }`,
        { accountID: main, profileID: profile.ID, filterID, categoryGroupID: cat.calls },
      );
      expect(changed.errors).toBeUndefined();
      expect(await storedDeduction(s.database.db, member, PERIOD)).toBe(15_000);
      const blank = await s.gql(
        admin,
        `mutation($accountID: Int!, $profileID: Int!, $categoryGroupID: Int!) {
          addProfileDeductFilter(accountID: $accountID, profileID: $profileID, descriptionMatch: "  ", categoryGroupID: $categoryGroupID) { ID } }`,
        { accountID: main, profileID: profile.ID, categoryGroupID: cat.calls },
      );
      expect(codeOf(blank)).toBe('BAD_USER_INPUT');
      const listed = await s.gql<{ paymentProfileDeductFilters: { ID: number; descriptionMatch: string }[] }>(
        admin,
        'query($accountID: Int!, $profileID: Int!) { paymentProfileDeductFilters(accountID: $accountID, profileID: $profileID) { ID descriptionMatch } }',
        { accountID: main, profileID: profile.ID },
      );
      expect(listed.data!.paymentProfileDeductFilters).toEqual([
        { ID: filterID, descriptionMatch: 'Samtaler til utland' },
      ]);
      const removed = await s.gql<{ removeProfileDeductFilter: { ID: number } }>(
        admin,
        'mutation($accountID: Int!, $profileID: Int!, $filterID: Int!) { removeProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID) { ID } }',
        { accountID: main, profileID: profile.ID, filterID },
      );
      expect(removed.data!.removeProfileDeductFilter.ID).toBe(filterID);
      const again = await s.gql(
        admin,
        'mutation($accountID: Int!, $profileID: Int!, $filterID: Int!) { removeProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID) { ID } }',
        { accountID: main, profileID: profile.ID, filterID },
      );
      expect(codeOf(again)).toBe('NOT_FOUND');
    });
  });

  describe('members', () => {
    type Member = {
      subscriptionID: number;
      firstName: string | null;
      lastName: string | null;
      phoneNumber: string;
      departmentName: string | null;
    };
    const members = (profileID: number, limit?: number, offset?: number) =>
      s.gql<{ paymentProfileMembers: Member[] }>(
        admin,
        `query($accountID: Int!, $profileID: Int!, $limit: Int, $offset: Int) {
          paymentProfileMembers(accountID: $accountID, profileID: $profileID, limit: $limit, offset: $offset) {
            subscriptionID userID catalogID firstName lastName departmentID departmentName picture bnCustomerID bnMobile bnFixed phoneNumber } }`,
        { accountID: main, profileID, limit, offset },
      );
    // The Add person picker's query: people of the account's tree without a profile.
    const candidates = async (searchString: string) => {
      const res = await s.gql<{ subscriptionWithUsers: { items: Member[] } }>(
        admin,
        `query($accountID: Int!, $searchString: String) {
          subscriptionWithUsers(accountID: $accountID, searchString: $searchString, paymentProfileID: 0) {
            items { subscriptionID firstName lastName phoneNumber } } }`,
        { accountID: main, searchString },
      );
      return res.data!.subscriptionWithUsers.items.map((c) => c.subscriptionID);
    };
    const memberMutation = (name: string, profileID: number, subscriptionID: number) =>
      s.gql<Record<string, Profile>>(
        admin,
        `mutation($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
          ${name}(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) { ID memberCount } }`,
        { accountID: main, profileID, subscriptionID },
      );

    it('adds a person found by name or number, lists and pages them, and removes them (memberCount follows)', async () => {
      const p = (await create(admin, main, { description: 'Medlemmer' })).data!.createPaymentProfile;
      const sub = await freeSubscription(s.database.db, main, 3);
      const [person] = await queryRows<{ first_name: string; last_name: string; phone_number: string }>(
        s.database.db,
        sql`select pe.first_name, pe.last_name, s.phone_number from subscriptions s join people pe on pe.catalog_id = s.catalog_id where s.id = ${sub}`,
      );
      expect(await candidates(person!.phone_number.slice(3, 9))).toContain(sub);
      expect(await candidates(`${person!.first_name} ${person!.last_name}`)).toContain(sub);

      const added = await memberMutation('addPaymentProfileMember', p.ID, sub);
      expect(added.data!.addPaymentProfileMember!.memberCount).toBe(1);
      // A member has a profile now, so the picker no longer offers them.
      expect(await candidates(person!.phone_number.slice(3))).not.toContain(sub);
      const second = await freeSubscription(s.database.db, main, 4);
      await memberMutation('addPaymentProfileMember', p.ID, second);
      const listed = await members(p.ID);
      expect(listed.data!.paymentProfileMembers.map((m) => m.subscriptionID).sort()).toEqual(
        [sub, second].sort(),
      );
      expect(listed.data!.paymentProfileMembers.find((m) => m.subscriptionID === sub)).toMatchObject({
        firstName: person!.first_name,
        phoneNumber: person!.phone_number,
      });
      expect((await members(p.ID, 1, 1)).data!.paymentProfileMembers).toHaveLength(1);

      const removed = await memberMutation('removePaymentProfileMember', p.ID, sub);
      expect(removed.data!.removePaymentProfileMember!.memberCount).toBe(1);
      expect(codeOf(await memberMutation('removePaymentProfileMember', p.ID, sub))).toBe('NOT_FOUND');
    });

    it("lists a subscription with nobody on it (shown as Anonymous) and refuses another customer's", async () => {
      const p = (await create(admin, main, { description: 'Anonym' })).data!.createPaymentProfile;
      const [nameless] = await queryRows<{ id: number }>(
        s.database.db,
        sql`insert into subscriptions (account_id, billing_group_id, phone_number)
            values (${main}, ${s.seed.billingGroupIds[0]!}, '+4799999999') returning id`,
      );
      await setMember(s.database.db, nameless!.id, null);
      expect((await memberMutation('addPaymentProfileMember', p.ID, nameless!.id)).errors).toBeUndefined();
      const listed = await members(p.ID);
      expect(listed.data!.paymentProfileMembers).toEqual([
        expect.objectContaining({
          subscriptionID: nameless!.id,
          firstName: null,
          lastName: null,
          phoneNumber: '+4799999999',
        }),
      ]);
      expect(
        codeOf(await memberMutation('addPaymentProfileMember', p.ID, s.seed.otherSubscriptionIds[0]!)),
      ).toBe('NOT_FOUND');
    });
  });
});
