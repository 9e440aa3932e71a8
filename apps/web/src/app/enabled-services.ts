import { useGqlQuery } from '../api/gql-hooks.ts';
import { graphql } from '../gql/index.ts';
import { askAhead } from './screen-data.ts';

const EnabledServicesQuery = graphql(`
  query EnabledServices {
    getEnabledServices
  }
`);

/** The services of the caller's customer, asked for once after login. */
export function useEnabledServices(enabled: boolean) {
  return useGqlQuery(EnabledServicesQuery, enabled ? {} : null, { select: (d) => d.getEnabledServices });
}

/**
 * At the app's start, with a token, alongside the session user's question (shell.tsx): the answer is there when the
 * session is. Its error is silent here; the shell asks again once the session is known, and shows that one.
 */
export function askEnabledServices() {
  askAhead(EnabledServicesQuery, {});
}
