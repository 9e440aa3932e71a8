import { useGqlQuery } from '../api/gql-hooks.ts';
import { graphql } from '../gql/index.ts';

const EnabledServicesQuery = graphql(`
  query EnabledServices {
    getEnabledServices
  }
`);

/** The services of the caller's customer, asked for once after login. */
export function useEnabledServices(enabled: boolean) {
  return useGqlQuery(EnabledServicesQuery, enabled ? {} : null, { select: (d) => d.getEnabledServices });
}
