import { graphql } from '../../../gql/index.ts';

export const ScimTokenQuery = graphql(`
  query ScimToken {
    scimToken {
      id
      hint
      createdAt
      createdByName
      lastUsedAt
    }
  }
`);

export const ScimActivityQuery = graphql(`
  query ScimActivity {
    scimActivity(limit: 50) {
      endpointUrl
      lastCalledAt
      changes {
        id
        at
        operation
        personName
        userName
        fields
      }
      conflicts {
        id
        userName
        reason
        matchedBy
        attempts
        lastAt
        candidates {
          catalogId
          name
          email
          employeeNumber
        }
      }
    }
  }
`);

export const CreateScimTokenMutation = graphql(`
  mutation CreateScimToken {
    createScimToken {
      secret
      token {
        id
      }
    }
  }
`);

export const RevokeScimTokenMutation = graphql(`
  mutation RevokeScimToken($id: Int!) {
    revokeScimToken(id: $id) {
      id
    }
  }
`);
