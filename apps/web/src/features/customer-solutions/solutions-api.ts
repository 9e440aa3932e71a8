import { CUSTOMER_SOLUTION_PAGE_SIZE } from '@connect/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type { ConfigFieldsFragment, SolutionUserFieldsFragment } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';

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

const keys = {
  all: ['customerSolutions'] as const,
  list: (search: string) => ['customerSolutions', 'list', search] as const,
  config: (id: number) => ['customerSolutions', 'config', id] as const,
  users: (customerId: number) => ['customerSolutions', 'users', customerId] as const,
};

function nextOffset<T>(page: T[], pages: T[][]) {
  return page.length < CUSTOMER_SOLUTION_PAGE_SIZE ? undefined : pages.length * CUSTOMER_SOLUTION_PAGE_SIZE;
}

/** The solutions by name, untitled first, a page at a time. */
export function useConfigs(search: string) {
  return useInfiniteQuery({
    queryKey: keys.list(search),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      gqlRequest(ConfigsQuery, {
        search: search || null,
        limit: CUSTOMER_SOLUTION_PAGE_SIZE,
        offset: pageParam,
      }).then((d) => d.configs),
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });
}

export function useConfig(id: number | null) {
  return useQuery({
    queryKey: keys.config(id ?? 0),
    queryFn: () => gqlRequest(ConfigQuery, { ccConfigID: id! }).then((d) => d.config),
    enabled: id !== null,
  });
}

export function useFindCustomers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['findBNSolutions', search],
    queryFn: () => gqlRequest(FindCustomersQuery, { search }).then((d) => d.findBNSolutions),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFindAccounts(search: string, bnCustomerID: number, enabled: boolean) {
  return useQuery({
    queryKey: ['findRAccounts', bnCustomerID, search],
    queryFn: () => gqlRequest(FindAccountsQuery, { search, bnCustomerID }).then((d) => d.findRAccounts),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useResellers(enabled: boolean) {
  return useQuery({
    queryKey: ['webshopResellers'],
    queryFn: () => gqlRequest(ResellersQuery).then((d) => d.listWebshopResellers),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The customer's people: with hasAccess true the solution's users, with false those who can still be added. */
export function useSolutionUsers(bnCustomerID: number, hasAccess: boolean, search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...keys.users(bnCustomerID), hasAccess, search],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      gqlRequest(UsersQuery, {
        bnCustomerID,
        hasAccess,
        search: search || null,
        limit: CUSTOMER_SOLUTION_PAGE_SIZE,
        offset: pageParam,
      }).then((d) => d.configBNUsers),
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserAccess(catalogId: number, configId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['customerSolutions', 'access', configId, catalogId],
    queryFn: () =>
      gqlRequest(UserAccessQuery, { catalogId, configId }).then((d) => d.listAccountAccessForBNUser),
    enabled,
  });
}

function useSolutionMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateConfig = () =>
  useSolutionMutation((v: { name: string; bnCustomerID: number }) =>
    gqlRequest(CreateConfigMutation, v).then((d) => d.createConfig),
  );

export const useUpdateConfig = () =>
  useSolutionMutation(
    (v: {
      ccConfigID: number;
      name: string;
      webshopResellerID: number | null;
      webshopUseBillingGroupVAT: boolean;
      version: number;
    }) => gqlRequest(UpdateConfigMutation, v).then((d) => d.updateConfig),
  );

export const useRemoveConfig = () =>
  useSolutionMutation((ccConfigID: number) => gqlRequest(RemoveConfigMutation, { ccConfigID }));

/** Adds the chosen accounts one by one; each is its own call, so a refusal names the account it was about. */
export const useAddConfigAccounts = () =>
  useSolutionMutation(
    async (v: { configId: number; accounts: { accountID: number; accountName: string }[] }) => {
      for (const a of v.accounts)
        await gqlRequest(CreateConfigAccountMutation, { configId: v.configId, ...a });
    },
  );

export const useRemoveConfigAccount = () =>
  useSolutionMutation((v: { ccConfigID: number; ccAccountID: number }) =>
    gqlRequest(RemoveConfigAccountMutation, v),
  );

export const useAddUsers = () =>
  useSolutionMutation(async (v: { ccConfigID: number; catalogIDs: number[] }) => {
    for (const catalogID of v.catalogIDs)
      await gqlRequest(AddUserMutation, { ccConfigID: v.ccConfigID, catalogID });
  });

export const useRemoveUser = () =>
  useSolutionMutation((v: { ccConfigID: number; catalogID: number }) => gqlRequest(RemoveUserMutation, v));

/** Grants the accounts newly chosen and revokes those taken away. */
export const useChangeAccess = () =>
  useSolutionMutation(
    async (v: { ccConfigID: number; catalogID: number; grant: number[]; revoke: number[] }) => {
      for (const accountID of v.grant)
        await gqlRequest(AddAccessMutation, { ccConfigID: v.ccConfigID, catalogID: v.catalogID, accountID });
      for (const userAccessID of v.revoke) await gqlRequest(RemoveAccessMutation, { userAccessID });
    },
  );
