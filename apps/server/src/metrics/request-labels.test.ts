import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCodeLabel, graphqlOperationLabel, statusClass } from './request-labels.ts';

describe('metric labels', () => {
  it('names a GraphQL operation by its first root field, never by the client-chosen operation name', () => {
    const document = parse(`
      query AnyNameAtAll { CEOrderLines { ID } accounts { ID } }
      mutation Save { addProfileDeductFilter(accountID: 1) { ID } }
    `);
    expect(graphqlOperationLabel(document, 'AnyNameAtAll')).toEqual({
      operation: 'CEOrderLines',
      type: 'query',
    });
    const mutation = parse('mutation Save { addProfileDeductFilter(accountID: 1) { ID } }');
    expect(graphqlOperationLabel(mutation, undefined)).toEqual({
      operation: 'addProfileDeductFilter',
      type: 'mutation',
    });
    expect(graphqlOperationLabel(parse('{ ...F } fragment F on Query { accounts { ID } }'), null)).toEqual({
      operation: 'other',
      type: 'query',
    });
    expect(graphqlOperationLabel(undefined, 'Anything')).toEqual({ operation: 'other', type: 'none' });
  });

  it('keeps error codes and statuses to a bounded set', () => {
    expect(errorCodeLabel('BAD_USER_INPUT')).toBe('BAD_USER_INPUT');
    expect(errorCodeLabel('SOME_LIBRARY_CODE')).toBe('OTHER');
    expect(errorCodeLabel(undefined)).toBe('OTHER');
    expect(statusClass(204)).toBe('2xx');
    expect(statusClass(503)).toBe('5xx');
  });
});
