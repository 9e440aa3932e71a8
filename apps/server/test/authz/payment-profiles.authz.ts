import {
  addDeductFilter,
  addGroup,
  addProfile,
  groupableCategoryIds,
  setMember,
  subscriptionOfPerson,
} from '../fixtures/payment-profiles.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/** The demo company's main account (every allowed caller sees it) and the other customer's account. */
const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/** A member subscription of the account: the demo employee's, or the other customer's admin's. */
const subscription = (s: TestServer, ids: 'own' | 'foreign') =>
  subscriptionOfPerson(s.database.db, ids === 'own' ? s.seed.people.employee : s.seed.people.otherAdmin);

const shared = new WeakMap<TestServer, Promise<Record<'own' | 'foreign', number>>>();
/** One profile per side that the read-only and repeatable calls share. */
function sharedProfile(s: TestServer, ids: 'own' | 'foreign'): Promise<number> {
  if (!shared.has(s)) {
    shared.set(
      s,
      (async () => ({
        own: await addProfile(s.database.db, s.seed.accounts.main, 'Autorisasjon'),
        foreign: await addProfile(s.database.db, s.seed.accounts.other, 'Autorisasjon'),
      }))(),
    );
  }
  return shared.get(s)!.then((p) => p[ids]);
}

/** A fresh profile for a call that changes or removes it. */
const freshProfile = (s: TestServer, ids: 'own' | 'foreign') => addProfile(s.database.db, account(s, ids));

const COST_CONTROL = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

const profileArgs = async (s: TestServer, ids: 'own' | 'foreign') => ({
  accountID: account(s, ids),
  profileID: await sharedProfile(s, ids),
});

export const rows: AuthzRow[] = [
  {
    operation: 'Query.paymentProfiles',
    ...COST_CONTROL,
    call: gqlCall('query($accountID: Int!) { paymentProfiles(accountID: $accountID) { ID } }', (s, ids) => ({
      accountID: account(s, ids),
    })),
  },
  {
    operation: 'Query.paymentCategoryGroups',
    ...COST_CONTROL,
    foreignCaller: undefined,
    call: gqlCall('{ paymentCategoryGroups { ID } }', () => ({})),
    noIdsBecause: 'the catalogue of cost categories is the same for every customer',
  },
  {
    operation: 'Query.paymentProfileMembers',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!, $profileID: Int!) { paymentProfileMembers(accountID: $accountID, profileID: $profileID) { subscriptionID } }',
      profileArgs,
    ),
  },
  {
    operation: 'Query.paymentProfileDeductFilters',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!, $profileID: Int!) { paymentProfileDeductFilters(accountID: $accountID, profileID: $profileID) { ID } }',
      profileArgs,
    ),
  },
  {
    operation: 'Query.paymentProfileRulePreview',
    ...COST_CONTROL,
    call: gqlCall(
      `query($accountID: Int!, $subscriptionID: Int!) {
        paymentProfileRulePreview(accountID: $accountID, subscriptionID: $subscriptionID, fromDate: "2026-11-01", toDate: "2026-11-30") { totalAmountPeriod } }`,
      async (s, ids) => ({ accountID: account(s, ids), subscriptionID: await subscription(s, ids) }),
    ),
  },
  {
    operation: 'Query.smsSenders',
    ...COST_CONTROL,
    call: gqlCall('query($accountID: Int) { smsSenders(accountID: $accountID) { sender } }', (s, ids) => ({
      accountID: account(s, ids),
    })),
  },
  {
    operation: 'Query.smsPrices',
    ...COST_CONTROL,
    foreignCaller: undefined,
    call: gqlCall('{ smsPrices { norwegian international charactersPerSms } }', () => ({})),
    noIdsBecause: 'the SMS prices are configuration, the same for every customer',
  },
  {
    operation: 'Mutation.createPaymentProfile',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!) { createPaymentProfile(accountID: $accountID, profile: { description: "Ny" }) { ID } }',
      (s, ids) => ({ accountID: account(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.updatePaymentProfile',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!) { updatePaymentProfile(accountID: $accountID, profileID: $profileID, profile: { description: "Endret" }, version: 1) { ID } }',
      async (s, ids) => ({ accountID: account(s, ids), profileID: await freshProfile(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.setDefaultPaymentProfile',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!) { setDefaultPaymentProfile(accountID: $accountID, profileID: $profileID) { ID } }',
      async (s, ids) => ({ accountID: account(s, ids), profileID: await freshProfile(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.removePaymentProfile',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!) { removePaymentProfile(accountID: $accountID, profileID: $profileID) }',
      async (s, ids) => ({ accountID: account(s, ids), profileID: await freshProfile(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.setPaymentProfileRule',
    ...COST_CONTROL,
    call: gqlCall(
      `mutation($accountID: Int!, $profileID: Int!, $categoryGroupId: Int!) {
        setPaymentProfileRule(accountID: $accountID, profileID: $profileID, categoryGroupId: $categoryGroupId,
          covers: true, limited: true, limit: 100) { ID } }`,
      async (s, ids) => ({
        ...(await profileArgs(s, ids)),
        categoryGroupId: (await groupableCategoryIds(s.database.db))[0],
      }),
    ),
  },
  {
    operation: 'Mutation.addPaymentProfileGroup',
    ...COST_CONTROL,
    call: gqlCall(
      `mutation($accountID: Int!, $profileID: Int!, $ids: [Int!]!) {
        addPaymentProfileGroup(accountID: $accountID, profileID: $profileID, groupName: "Tale", categoryGroupIDs: $ids) { ID } }`,
      async (s, ids) => ({
        ...(await profileArgs(s, ids)),
        ids: (await groupableCategoryIds(s.database.db)).slice(0, 2),
      }),
    ),
  },
  {
    operation: 'Mutation.removePaymentProfileGroup',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!, $groupID: Int!) { removePaymentProfileGroup(accountID: $accountID, profileID: $profileID, groupID: $groupID) { ID } }',
      async (s, ids) => {
        const profileID = await freshProfile(s, ids);
        return { accountID: account(s, ids), profileID, groupID: await addGroup(s.database.db, profileID) };
      },
    ),
  },
  {
    operation: 'Mutation.addPaymentProfileMember',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) { addPaymentProfileMember(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) { ID } }',
      async (s, ids) => {
        const subscriptionID = await subscription(s, ids);
        const profileID = await freshProfile(s, ids);
        return { accountID: account(s, ids), profileID, subscriptionID };
      },
    ),
  },
  {
    operation: 'Mutation.removePaymentProfileMember',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) { removePaymentProfileMember(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) { ID } }',
      async (s, ids) => {
        const subscriptionID = await subscription(s, ids);
        const profileID = await freshProfile(s, ids);
        await setMember(s.database.db, subscriptionID, profileID);
        return { accountID: account(s, ids), profileID, subscriptionID };
      },
    ),
  },
  {
    operation: 'Mutation.addProfileDeductFilter',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!, $categoryGroupID: Int!) { addProfileDeductFilter(accountID: $accountID, profileID: $profileID, descriptionMatch: "Samtaler til 815", categoryGroupID: $categoryGroupID) { ID } }',
      async (s, ids) => ({
        ...(await profileArgs(s, ids)),
        categoryGroupID: (await groupableCategoryIds(s.database.db))[0],
      }),
    ),
  },
  {
    operation: 'Mutation.updateProfileDeductFilter',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!, $filterID: Int!, $categoryGroupID: Int!) { updateProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID, descriptionMatch: "Samtaler", categoryGroupID: $categoryGroupID) { ID } }',
      async (s, ids) => {
        const profileID = await sharedProfile(s, ids);
        return {
          accountID: account(s, ids),
          profileID,
          filterID: await addDeductFilter(s.database.db, profileID),
          categoryGroupID: (await groupableCategoryIds(s.database.db))[0],
        };
      },
    ),
  },
  {
    operation: 'Mutation.removeProfileDeductFilter',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int!, $filterID: Int!) { removeProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID) { ID } }',
      async (s, ids) => {
        const profileID = await sharedProfile(s, ids);
        return {
          accountID: account(s, ids),
          profileID,
          filterID: await addDeductFilter(s.database.db, profileID),
        };
      },
    ),
  },
];
