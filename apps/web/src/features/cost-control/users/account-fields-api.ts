import { useMutation } from '@tanstack/react-query';
import { useRefreshAfter } from '../../../api/changes.ts';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { gqlRequest } from '../../../api/graphql-client.ts';
import type { AccountCustomFieldsQuery } from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';
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

export const RemoveAccountCustomField = graphql(`
  mutation RemoveAccountCustomField($ID: Int!, $accountID: Int!) {
    removeAccountCustomField(ID: $ID, accountID: $accountID) {
      ID
    }
  }
`);

export function useAccountCustomFields(accountId: number | null, enabled = true) {
  return useGqlQuery(
    AccountCustomFieldsQueryDoc,
    enabled && accountId !== null ? { accountID: accountId } : null,
    {
      select: (d) => d.accountCustomFields,
    },
  );
}

export function useAccountFieldTemplates(accountId: number | null, enabled = true) {
  return useGqlQuery(
    AccountFieldTemplatesQuery,
    enabled && accountId !== null ? { accountID: accountId } : null,
    {
      select: (d) => d.accountFieldTemplates,
      staleTime: Number.POSITIVE_INFINITY,
    },
  );
}

/** The drawer's Save: new fields first, then the changed ones, each update against the version it edited. */
export function useSaveAccountFields(accountId: number) {
  const refreshAfter = useRefreshAfter();
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
    onSettled: () => refreshAfter('accountFields'),
  });
}
