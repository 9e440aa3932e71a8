import type { DemoLogin } from '../../src/seed/tenancy.ts';
import type { TestServer } from '../test-server.ts';

/**
 * One row of the authorization matrix: an operation, who may call it, who may not, and how to call it.
 * Every GraphQL root field and every REST route must have a row; test/authorization-matrix.int.test.ts checks it.
 */
export type Caller = DemoLogin | 'anonymous';
export type Outcome =
  | 'ok'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'bad_input'
  | 'conflict'
  | 'other';

export type AuthzRow = {
  /** `Query.accounts`, `Mutation.createPaymentProfile`, or `GET /api/session/info` (the route as registered). */
  operation: string;
  /** Callers that succeed with their own customer's ids. */
  allowed: DemoLogin[];
  /** Callers refused (FORBIDDEN, or 403 for REST). Anonymous callers are always checked to be refused. */
  denied: DemoLogin[];
  /** Makes the call as `token`'s person, on their own data (`own`) or on the other customer's ids (`foreign`). */
  call: (s: TestServer, token: string | null, ids: 'own' | 'foreign') => Promise<Outcome>;
  /**
   * An allowed caller of the demo company who, given the other customer's ids, must get not_found.
   * Leave out only for operations that take no ids (say why in `noIdsBecause`).
   */
  foreignCaller?: DemoLogin;
  noIdsBecause?: string;
  /** What an anonymous caller gets; defaults to unauthenticated. */
  anonymous?: Outcome;
};

const CODE_OUTCOME: Record<string, Outcome> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  BAD_USER_INPUT: 'bad_input',
  CONFLICT: 'conflict',
};

/** The outcome of a GraphQL call made with TestServer.gql. */
export function gqlOutcome(res: { status: number; errors?: { extensions?: { code?: string } }[] }): Outcome {
  if (res.status === 403) return 'unauthenticated';
  const code = res.errors?.[0]?.extensions?.code;
  if (!code) return res.status === 200 ? 'ok' : 'other';
  return CODE_OUTCOME[code] ?? 'other';
}

/** The outcome of a REST call by status. */
export function restOutcome(status: number): Outcome {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 400) return 'bad_input';
  if (status === 409) return 'conflict';
  return 'other';
}

/** A GraphQL row's call: runs `query` with the variables for own or foreign ids. */
export function gqlCall(
  query: string,
  variables: (
    s: TestServer,
    ids: 'own' | 'foreign',
  ) => Record<string, unknown> | Promise<Record<string, unknown>>,
): AuthzRow['call'] {
  return async (s, token, ids) => gqlOutcome(await s.gql(token, query, await variables(s, ids)));
}
