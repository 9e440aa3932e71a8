import type { TypedDocumentString } from '../gql/graphql.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { authHeaders } from './session-storage.ts';

export const GRAPHQL_URL = '/api/graphql';

export type GraphqlErrorItem = {
  message: string;
  extensions?: { code?: string; details?: Record<string, unknown> };
};

/** A GraphQL answer with errors; `errors` keeps each error's code for translation. */
export class GraphqlRequestError extends Error {
  constructor(readonly errors: GraphqlErrorItem[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'GraphqlRequestError';
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/** The data API answered 403: the session is invalid or the person lacks access. */
export class AccessDeniedError extends Error {
  constructor() {
    super('Access denied');
    this.name = 'AccessDeniedError';
  }
}

type Listener = (e: AccessDeniedError) => void;
const accessDeniedListeners = new Set<Listener>();
/** The shell listens here to show the persistent Access Denied notice. */
export function onAccessDenied(listener: Listener): () => void {
  accessDeniedListeners.add(listener);
  return () => accessDeniedListeners.delete(listener);
}

export async function gqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const query = document.toString();
  const res = await (takeEarlyAnswer(query, variables) ??
    fetch(GRAPHQL_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders() },
      body: JSON.stringify({ query, variables }),
    }));
  if (res.status === 403) {
    const error = new AccessDeniedError();
    for (const l of accessDeniedListeners) l(error);
    throw error;
  }
  const body = (await res.json()) as { data?: TResult; errors?: GraphqlErrorItem[] };
  if (body.errors?.length) throw new GraphqlRequestError(body.errors);
  if (!body.data) throw new GraphqlRequestError([{ message: `HTTP ${res.status}` }]);
  return body.data;
}
