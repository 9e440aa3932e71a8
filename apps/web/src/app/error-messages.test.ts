import { describe, expect, it } from 'vitest';
import { AccessDeniedError, GraphqlRequestError } from '../api/graphql-client.ts';
import { RestRequestError } from '../api/rest-client.ts';
import { errorMessages } from './error-messages.ts';

const norwegian: Record<string, string> = {
  NOT_FOUND: 'Fant ikke det du ba om.',
  CONFLICT: 'Noen andre har endret dette i mellomtiden.',
  INTERNAL_SERVER_ERROR: 'Noe gikk galt.',
  NETWORK: 'Får ikke kontakt med tjenesten.',
};
const translate = (code: string) => norwegian[code] ?? null;

describe('error notices', () => {
  it('show each GraphQL error in the current language by its code', () => {
    const error = new GraphqlRequestError([
      { message: 'Not found.', extensions: { code: 'NOT_FOUND' } },
      { message: 'Someone else changed this.', extensions: { code: 'CONFLICT' } },
    ]);
    expect(errorMessages(error, translate)).toEqual([norwegian.NOT_FOUND, norwegian.CONFLICT]);
  });

  it("fall back to the server's message for a code without a translation", () => {
    const error = new GraphqlRequestError([
      { message: 'Already exists.', extensions: { code: 'SOMETHING_NEW' } },
    ]);
    expect(errorMessages(error, translate)).toEqual(['Already exists.']);
    expect(errorMessages(new GraphqlRequestError([{ message: 'Plain' }]), translate)).toEqual(['Plain']);
  });

  it('translate REST errors the same way', () => {
    expect(errorMessages(new RestRequestError(404, 'NOT_FOUND', 'Not found.'), translate)).toEqual([
      norwegian.NOT_FOUND,
    ]);
  });

  it('leave Access Denied to its own notice', () => {
    expect(errorMessages(new AccessDeniedError(), translate)).toEqual([]);
  });

  it('say when the server cannot be reached', () => {
    expect(errorMessages(new TypeError('Failed to fetch'), translate)).toEqual([norwegian.NETWORK]);
  });
});
