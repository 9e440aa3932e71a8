import { CUSTOMER_SOLUTION_PAGE_SIZE } from '@connect/shared';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useRefreshAfter } from '../../../api/changes.ts';
import { useGqlMutation, useGqlPages, useGqlQuery } from '../../../api/gql-hooks.ts';
import { gqlRequest } from '../../../api/graphql-client.ts';
import type { ConfigFieldsFragment, SolutionUserFieldsFragment } from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

export type Config = ConfigFieldsFragment;
export type SolutionUser = SolutionUserFieldsFragment;

graphql(`
  fragment ConfigFields on Config {
    id
    name
    bnCustomerID
    customerName
    webshopResellerID
    webshopUseBillingGroupVat
    billingGroupVat
    equipmentService
    version
    accounts {
      ccAccountID
      ccConfigID
      accountID
      name
      customerNumber
      parentCCAccountID
    }
  }
`);

graphql(`
  fragment SolutionUserFields on BNUser {
    catalogID
    bnCustomerID
    firstName
    lastName
    position
    picture
    bnMobile
    accountAccess {
      accessID
      accountID
      accountName
    }
  }
`);

const ConfigsQuery = graphql(`
  query CustomerSolutions($search: String, $limit: Int, $offset: Int) {
    configs(search: $search, limit: $limit, offset: $offset) {
      id
      name
      bnCustomerID
      customerName
    }
  }
`);

const ConfigQuery = graphql(`
  query CustomerSolution($ccConfigID: Int!) {
    config(ccConfigID: $ccConfigID) {
      ...ConfigFields
    }
  }
`);

const FindCustomersQuery = graphql(`
  query FindBNSolutions($search: String!) {
    findBNSolutions(search: $search) {
      bnCustomerID
      customerName
      vatNo
    }
  }
`);

const FindAccountsQuery = graphql(`
  query FindRAccounts($search: String!, $bnCustomerID: Int) {
    findRAccounts(search: $search, bnCustomerID: $bnCustomerID) {
      accountID
      ratorID
      accountCustomerNumber
      company
      names
    }
  }
`);

const ResellersQuery = graphql(`
  query WebshopResellers {
    listWebshopResellers {
      webshopResellerID
      marketName
      erpID
    }
  }
`);

const UsersQuery = graphql(`
  query ConfigBNUsers($bnCustomerID: Int!, $hasAccess: Boolean, $search: String, $limit: Int, $offset: Int) {
    configBNUsers(
      bnCustomerID: $bnCustomerID
      hasAccess: $hasAccess
      search: $search
      limit: $limit
      offset: $offset
    ) {
      ...SolutionUserFields
    }
  }
`);

const UserAccessQuery = graphql(`
  query ListAccountAccessForBNUser($catalogId: Int!, $configId: Int!) {
    listAccountAccessForBNUser(catalogId: $catalogId, configId: $configId) {
      accessID
      accountID
      accountName
    }
  }
`);

const CreateConfigMutation = graphql(`
  mutation CreateConfig($name: String!, $bnCustomerID: Int!) {
    createConfig(name: $name, bnCustomerID: $bnCustomerID) {
      ...ConfigFields
    }
  }
`);

const UpdateConfigMutation = graphql(`
  mutation UpdateConfig(
    $ccConfigID: Int!
    $name: String!
    $webshopResellerID: Int
    $webshopUseBillingGroupVAT: Boolean
    $version: Int
  ) {
    updateConfig(
      ccConfigID: $ccConfigID
      name: $name
      webshopResellerID: $webshopResellerID
      webshopUseBillingGroupVAT: $webshopUseBillingGroupVAT
      version: $version
    ) {
      ...ConfigFields
    }
  }
`);

const RemoveConfigMutation = graphql(`
  mutation RemoveCCConfig($ccConfigID: Int!) {
    removeCCConfig(ccConfigID: $ccConfigID)
  }
`);

const CreateConfigAccountMutation = graphql(`
  mutation CreateConfigAccount($configId: Int!, $accountID: Int!, $accountName: String!) {
    createConfigAccount(configId: $configId, accountID: $accountID, accountName: $accountName) {
      ccAccountID
    }
  }
`);

const RemoveConfigAccountMutation = graphql(`
  mutation RemoveConfigAccount($ccConfigID: Int!, $ccAccountID: Int!) {
    removeConfigAccount(ccConfigID: $ccConfigID, ccAccountID: $ccAccountID)
  }
`);

const AddUserMutation = graphql(`
  mutation AddBNUserToConfig($ccConfigID: Int!, $catalogID: Int!) {
    addBNUserToConfig(ccConfigID: $ccConfigID, catalogID: $catalogID) {
      catalogID
    }
  }
`);

const RemoveUserMutation = graphql(`
  mutation RemoveBNUserFromConfig($ccConfigID: Int!, $catalogID: Int!) {
    removeBNUserFromConfig(ccConfigID: $ccConfigID, catalogID: $catalogID)
  }
`);

const AddAccessMutation = graphql(`
  mutation AddAccountAccessToBNUser($ccConfigID: Int!, $catalogID: Int!, $accountID: Int!) {
    addAccountAccessToBNUser(ccConfigID: $ccConfigID, catalogID: $catalogID, accountID: $accountID) {
      accessID
    }
  }
`);

const RemoveAccessMutation = graphql(`
  mutation RemoveAccountAccessFromBNUser($userAccessID: Int!) {
    removeAccountAccessFromBNUser(userAccessID: $userAccessID)
  }
`);

/** The solutions by name, untitled first, a page at a time; each page is the rows it holds. */
export function useConfigs(search: string) {
  return useGqlPages(
    ConfigsQuery,
    { search: search || null },
    {
      pageSize: CUSTOMER_SOLUTION_PAGE_SIZE,
      rows: (d) => d.configs,
      select: (d) => ({ ...d, pages: d.pages.map((p) => p.configs) }),
      placeholderData: keepPreviousData,
    },
  );
}

export function useConfig(id: number | null) {
  return useGqlQuery(ConfigQuery, id === null ? null : { ccConfigID: id }, { select: (d) => d.config });
}

export function useFindCustomers(search: string, enabled: boolean) {
  return useGqlQuery(FindCustomersQuery, enabled ? { search } : null, {
    select: (d) => d.findBNSolutions,
    placeholderData: keepPreviousData,
  });
}

export function useFindAccounts(search: string, bnCustomerID: number, enabled: boolean) {
  return useGqlQuery(FindAccountsQuery, enabled ? { search, bnCustomerID } : null, {
    select: (d) => d.findRAccounts,
    placeholderData: keepPreviousData,
  });
}

export function useResellers(enabled: boolean) {
  return useGqlQuery(ResellersQuery, enabled ? {} : null, {
    select: (d) => d.listWebshopResellers,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The customer's people: with hasAccess true the solution's users, with false those who can still be added. */
export function useSolutionUsers(bnCustomerID: number, hasAccess: boolean, search: string, enabled = true) {
  return useGqlPages(UsersQuery, enabled ? { bnCustomerID, hasAccess, search: search || null } : null, {
    pageSize: CUSTOMER_SOLUTION_PAGE_SIZE,
    rows: (d) => d.configBNUsers,
    select: (d) => ({ ...d, pages: d.pages.map((p) => p.configBNUsers) }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAccess(catalogId: number, configId: number, enabled: boolean) {
  return useGqlQuery(UserAccessQuery, enabled ? { catalogId, configId } : null, {
    select: (d) => d.listAccountAccessForBNUser,
  });
}

export const useCreateConfig = () => useGqlMutation(CreateConfigMutation);

export const useUpdateConfig = () => useGqlMutation(UpdateConfigMutation);

/** The removed solution's own answer is not asked again (it would answer not found). */
export const useRemoveConfig = () =>
  useGqlMutation(RemoveConfigMutation, { removes: (v) => ({ ccConfigID: v.ccConfigID }) });

export const useRemoveConfigAccount = () => useGqlMutation(RemoveConfigAccountMutation);

export const useRemoveUser = () => useGqlMutation(RemoveUserMutation);

/**
 * Several calls of the solutions' mutations in a row (each its own call, so a refusal names the row it was about),
 * refreshing what `changes.ts` says the solutions' mutations change once they are done.
 */
function useSolutionCalls<V>(run: (variables: V) => Promise<void>) {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: run, onSettled: () => refreshAfter('solutions') });
}

export const useAddConfigAccounts = () =>
  useSolutionCalls(
    async (v: { configId: number; accounts: { accountID: number; accountName: string }[] }) => {
      for (const a of v.accounts)
        await gqlRequest(CreateConfigAccountMutation, { configId: v.configId, ...a });
    },
  );

export const useAddUsers = () =>
  useSolutionCalls(async (v: { ccConfigID: number; catalogIDs: number[] }) => {
    for (const catalogID of v.catalogIDs)
      await gqlRequest(AddUserMutation, { ccConfigID: v.ccConfigID, catalogID });
  });

/** Grants the accounts newly chosen and revokes those taken away. */
export const useChangeAccess = () =>
  useSolutionCalls(
    async (v: { ccConfigID: number; catalogID: number; grant: number[]; revoke: number[] }) => {
      for (const accountID of v.grant)
        await gqlRequest(AddAccessMutation, { ccConfigID: v.ccConfigID, catalogID: v.catalogID, accountID });
      for (const userAccessID of v.revoke) await gqlRequest(RemoveAccessMutation, { userAccessID });
    },
  );
