import { describe, expect, it } from 'vitest';
import { readGraphqlRequest } from './graphql-request.ts';

describe('readGraphqlRequest', () => {
  it('reads the query, its variables and its operation name', () => {
    expect(
      readGraphqlRequest({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: {} }),
    ).toEqual({
      query: '{ a }',
      variables: { x: 1 },
      operationName: 'A',
    });
    expect(readGraphqlRequest({ query: '{ a }', variables: null, operationName: null })).toEqual({
      query: '{ a }',
      variables: undefined,
      operationName: undefined,
    });
  });

  it('says what is wrong with anything else', () => {
    expect(readGraphqlRequest([{ query: '{ a }' }])).toEqual({
      error: 'Send one GraphQL request at a time: batching is not supported.',
    });
    expect(readGraphqlRequest('{ a }')).toEqual({
      error: 'The body must be a GraphQL request: a JSON object with "query".',
    });
    expect(readGraphqlRequest(null)).toHaveProperty('error');
    expect(readGraphqlRequest({})).toEqual({ error: 'Must provide query string.' });
    expect(readGraphqlRequest({ query: 5 })).toEqual({ error: 'Must provide query string.' });
    expect(readGraphqlRequest({ query: '  ' })).toEqual({ error: 'Must provide query string.' });
    expect(readGraphqlRequest({ query: '{ a }', variables: '{}' })).toEqual({
      error: '"variables" must be an object.',
    });
    expect(readGraphqlRequest({ query: '{ a }', variables: [1] })).toEqual({
      error: '"variables" must be an object.',
    });
    expect(readGraphqlRequest({ query: '{ a }', operationName: 1 })).toEqual({
      error: '"operationName" must be a string.',
    });
  });
});
