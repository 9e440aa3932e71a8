import { describe, expect, it } from 'vitest';
import { AccessDeniedError, GraphqlRequestError } from '../api/graphql-client.ts';
import { RestRequestError } from '../api/rest-client.ts';
import { errorMessages } from './error-messages.ts';

const norwegian: Record<string, string> = {
  BAD_USER_INPUT: 'Noe av det du fylte inn er ikke gyldig.',
  'reasons.vendorNameTaken': 'Det finnes allerede en leverandør med dette navnet.',
  'reasons.dateRangeTooLong': 'En periode kan være høyst {{maxMonths}} måneder lang.',
  NOT_FOUND: 'Fant ikke det du ba om.',
  CONFLICT: 'Noen andre har endret dette i mellomtiden.',
  INTERNAL_SERVER_ERROR: 'Noe gikk galt.',
  NETWORK: 'Får ikke kontakt med tjenesten.',
};
const translate = (code: string, params?: Record<string, unknown>) =>
  norwegian[code]?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name])) ?? null;

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

  it("say the server's reason for refused input, in the current language where it names one (issue 28 §12)", () => {
    const taken = new GraphqlRequestError([
      {
        message: 'A vendor with this name already exists.',
        extensions: { code: 'BAD_USER_INPUT', details: { field: 'name', reason: 'vendorNameTaken' } },
      },
    ]);
    expect(errorMessages(taken, translate)).toEqual(['Det finnes allerede en leverandør med dette navnet.']);
    const window = new GraphqlRequestError([
      {
        message: 'A date range may span at most 120 months.',
        extensions: { code: 'BAD_USER_INPUT', details: { reason: 'dateRangeTooLong', maxMonths: 120 } },
      },
    ]);
    expect(errorMessages(window, translate)).toEqual(['En periode kan være høyst 120 måneder lang.']);
    const unnamed = new GraphqlRequestError([
      { message: 'Enter whole months from 1 to 120.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(errorMessages(unnamed, translate)).toEqual(['Enter whole months from 1 to 120.']);
    const generic = new GraphqlRequestError([
      { message: 'The input is not valid.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(errorMessages(generic, translate)).toEqual([norwegian.BAD_USER_INPUT]);
    const rest = new RestRequestError(400, 'BAD_USER_INPUT', 'x', { reason: 'vendorNameTaken' });
    expect(errorMessages(rest, translate)).toEqual(['Det finnes allerede en leverandør med dette navnet.']);
  });

  it('leave Access Denied to its own notice', () => {
    expect(errorMessages(new AccessDeniedError(), translate)).toEqual([]);
  });

  it('say when the server cannot be reached', () => {
    expect(errorMessages(new TypeError('Failed to fetch'), translate)).toEqual([norwegian.NETWORK]);
  });
});
