import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUsage } from '../../../../test/factories/cost.ts';
import { storedDeduction } from '../../../../test/factories/months.ts';
import {
  codeOf,
  PERIOD,
  PROFILE_FIELDS,
  type Profile,
  profileWorld,
} from '../../../../test/factories/profile-world.ts';
import { buildSubscription } from '../../../../test/factories/tenancy.ts';
import type { TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/**
 * Payment profiles: rules, groups and deduct filters, what a member pays, and the members, on the world of
 * factories/profile-world.ts.
 */
describe('payment profiles', () => {
  let s: TestServer;
  let admin: string;
  let cat: Awaited<ReturnType<typeof profileWorld>>['cat'];
  let main: number;
  let w: Awaited<ReturnType<typeof profileWorld>>;
  beforeAll(async () => {
    w = await profileWorld();
    ({ s, admin, cat, main } = w);
  });
  afterAll(() => w.s.close());
  const create = (...a: Parameters<typeof w.create>) => w.create(...a);
  const preview = (...a: Parameters<typeof w.preview>) => w.preview(...a);

  describe('rules, groups and what a member pays', () => {
    let profile: Profile;
    let member: number;

    beforeAll(async () => {
      member = w.free[2]!;
      await buildUsage(s.database.db, s.clock, { id: member }, [
        { date: '2026-11-01', category: 'Samtaler innland', amountOre: 30_000 },
        { date: '2026-11-01', category: 'SMS innland', amountOre: 5_000 },
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
      const sub = w.free[3]!;
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
      const second = w.free[4]!;
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
      const nameless = await buildSubscription(s.database.db, {
        account: w.mainAccount,
        phoneNumber: '+4799999999',
      });
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
      expect(codeOf(await memberMutation('addPaymentProfileMember', p.ID, w.otherSubscription))).toBe(
        'NOT_FOUND',
      );
    });
  });
});
