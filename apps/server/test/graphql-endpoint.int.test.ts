import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from './factories/tenancy.ts';
import { createTestServer, type TestServer } from './test-server.ts';

/**
 * The GraphQL endpoint's own answers (graphql/endpoint.ts): what a request gets before and around its fields, asked
 * by a cost controller of a customer of its own, granted its one account.
 */
describe('the GraphQL endpoint', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db);
    const account = await buildAccount(db, { customer });
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
  });
  afterAll(() => s.close());

  const post = (body: string, token: string | null = admin) =>
    s.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const send = (request: Record<string, unknown>) => post(JSON.stringify(request));
  const DETAILS =
    'query($a: Int!){ subscriptionDetails(accountID: $a, subscriptionID: 1){ subscriptionID } }';

  it('answers data as application/json, with the security headers', async () => {
    const res = await send({ query: '{ __typename }' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers 403 without a valid session, before anything runs', async () => {
    const res = await post(JSON.stringify({ query: '{ nope }' }), null);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ message: 'Your session is invalid.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('answers 400 to a body that is not one GraphQL request', async () => {
    for (const [body, message] of [
      [
        JSON.stringify([{ query: '{ __typename }' }]),
        'Send one GraphQL request at a time: batching is not supported.',
      ],
      [JSON.stringify({ variables: {} }), 'Must provide query string.'],
      [JSON.stringify({ query: '{ __typename }', variables: '{}' }), '"variables" must be an object.'],
    ]) {
      const res = await post(body as string);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
    }
    expect((await post('{"query":')).statusCode).toBe(400);
  });

  it('answers errors of the query text, its validation and its variables as BAD_USER_INPUT', async () => {
    const syntax = await send({ query: '{ accounts ' });
    expect(syntax.statusCode).toBe(200);
    expect(syntax.json().errors[0]).toMatchObject({
      message: 'Syntax Error: Expected Name, found <EOF>.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const invalid = (await send({ query: '{ nope }' })).json();
    expect(invalid.errors[0]).toMatchObject({
      message: 'Cannot query field "nope" on type "Query".',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(invalid.data).toBeUndefined();
    const variable = (await send({ query: DETAILS, variables: { a: 'x' } })).json();
    expect(variable.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(variable.errors[0].message).toContain('Variable "$a" got invalid value "x"');
    const missing = (await send({ query: DETAILS })).json();
    expect(missing.errors[0].message).toBe('Variable "$a" of required type "Int!" was not provided.');
  });

  it('keeps a field error with its code and path, and the data beside it', async () => {
    const res = await send({ query: DETAILS, variables: { a: 999_999 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Subscription not found.',
          path: ['subscriptionDetails'],
          extensions: { code: 'NOT_FOUND' },
        },
      ],
      data: null,
    });
  });

  it('runs the operation named, whichever of a document was run before', async () => {
    const query = 'query A { a: __typename } query B { b: __typename }';
    const unnamed = (await send({ query })).json();
    expect(unnamed.errors[0].message).toBe('Could not determine what operation to execute.');
    expect((await send({ query, operationName: 'A' })).json()).toEqual({ data: { a: 'Query' } });
    expect((await send({ query, operationName: 'B' })).json()).toEqual({ data: { b: 'Query' } });
    expect((await send({ query, operationName: 'C' })).json().errors[0].message).toBe(
      'Could not determine what operation to execute.',
    );
  });

  it('takes POST only', async () => {
    const get = await s.app.inject({
      method: 'GET',
      url: '/api/graphql?query=%7B__typename%7D',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(get.statusCode).toBe(404);
  });
});
