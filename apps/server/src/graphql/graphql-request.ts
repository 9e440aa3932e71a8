/** One GraphQL request as the POST body carries it (GraphQL over HTTP). */
export type GraphqlRequest = {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads Fastify's parsed JSON body as one GraphQL request, or says what is wrong with it: a batch (an array), no
 * query text, variables that are not an object, an operation name that is not a string. `extensions` is allowed
 * and not used.
 */
export function readGraphqlRequest(body: unknown): GraphqlRequest | { error: string } {
  if (Array.isArray(body)) return { error: 'Send one GraphQL request at a time: batching is not supported.' };
  if (!isObject(body)) return { error: 'The body must be a GraphQL request: a JSON object with "query".' };
  const { query, variables, operationName } = body;
  if (typeof query !== 'string' || query.trim() === '') return { error: 'Must provide query string.' };
  if (variables != null && !isObject(variables)) return { error: '"variables" must be an object.' };
  if (operationName != null && typeof operationName !== 'string')
    return { error: '"operationName" must be a string.' };
  return { query, variables: variables ?? undefined, operationName: operationName ?? undefined };
}
