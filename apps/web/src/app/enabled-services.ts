import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../api/graphql-client.ts';
import { graphql } from '../gql/index.ts';

const EnabledServicesQuery = graphql(`
  query EnabledServices {
    getEnabledServices
  }
`);

/** The services of the caller's customer, asked for once after login. */
export function useEnabledServices(enabled: boolean) {
  return useQuery({
    queryKey: ['enabledServices'],
    queryFn: () => gqlRequest(EnabledServicesQuery),
    enabled,
    select: (d) => d.getEnabledServices,
  });
}
