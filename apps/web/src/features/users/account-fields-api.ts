import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type { AccountCustomFieldsQuery } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import type { FieldChanges } from './account-fields-draft.ts';

export type AccountCustomField = AccountCustomFieldsQuery['accountCustomFields'][number];

const AccountCustomFieldsQueryDoc = graphql(`
  query AccountCustomFields($accountID: Int!) {
    accountCustomFields(accountID: $accountID) {
      ID
      accountID
      name
      fieldType
      defaultValue
      version
    }
  }
`);

const AccountFieldTemplatesQuery = graphql(`
  query AccountFieldTemplates($accountID: Int!) {
    accountFieldTemplates(accountID: $accountID) {
      name
      description
    }
  }
`);

const CreateAccountCustomField = graphql(`
  mutation CreateAccountCustomField($accountID: Int!, $name: String!, $fieldType: Int, $defaultValue: String) {
    createAccountCustomField(accountID: $accountID, name: $name, fieldType: $fieldType, defaultValue: $defaultValue) {
      ID
    }
  }
`);

const UpdateAccountCustomField = graphql(`
  mutation UpdateAccountCustomField(
    $ID: Int!
    $accountID: Int!
    $name: String!
    $fieldType: Int
    $defaultValue: String
    $version: Int
  ) {
    updateAccountCustomField(
      ID: $ID
      accountID: $accountID
      name: $name
      fieldType: $fieldType
      defaultValue: $defaultValue
      version: $version
    ) {
      ID
      version
    }
  }
`);

const RemoveAccountCustomField = graphql(`
  mutation RemoveAccountCustomField($ID: Int!, $accountID: Int!) {
    removeAccountCustomField(ID: $ID, accountID: $accountID) {
      ID
    }
  }
`);

const fieldsKey = (accountId: number | null) => ['accountCustomFields', accountId] as const;

export function useAccountCustomFields(accountId: number | null, enabled = true) {
  return useQuery({
    queryKey: fieldsKey(accountId),
    enabled: enabled && accountId !== null,
    queryFn: async () =>
      (await gqlRequest(AccountCustomFieldsQueryDoc, { accountID: accountId! })).accountCustomFields,
  });
}

export function useAccountFieldTemplates(accountId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['accountFieldTemplates', accountId],
    enabled: enabled && accountId !== null,
    queryFn: async () =>
      (await gqlRequest(AccountFieldTemplatesQuery, { accountID: accountId! })).accountFieldTemplates,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Fields and the people's values of them both change: the drawer's list and every subscription's Settings. */
function useRefreshFields(accountId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fieldsKey(accountId) }),
      client.invalidateQueries({ queryKey: ['subscriptionDetails'] }),
    ]);
}

/** The drawer's Save: new fields first, then the changed ones, each update against the version it edited. */
export function useSaveAccountFields(accountId: number) {
  const refresh = useRefreshFields(accountId);
  return useMutation({
    mutationFn: async (changes: FieldChanges) => {
      for (const f of changes.created) {
        await gqlRequest(CreateAccountCustomField, {
          accountID: accountId,
          name: f.name,
          fieldType: f.fieldType,
          defaultValue: f.defaultValue,
        });
      }
      for (const f of changes.updated) {
        await gqlRequest(UpdateAccountCustomField, {
          ID: f.id,
          accountID: accountId,
          name: f.name,
          fieldType: f.fieldType,
          defaultValue: f.defaultValue,
          version: f.version,
        });
      }
    },
    // A save that failed half-way still shows what did get saved.
    onSettled: refresh,
  });
}

export function useRemoveAccountField(accountId: number) {
  const refresh = useRefreshFields(accountId);
  return useMutation({
    mutationFn: (id: number) => gqlRequest(RemoveAccountCustomField, { ID: id, accountID: accountId }),
    onSettled: refresh,
  });
}
