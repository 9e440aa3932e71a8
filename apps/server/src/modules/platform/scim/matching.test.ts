import { describe, expect, it } from 'vitest';
import { type Candidate, decideMatch } from './matching.ts';

const person = (catalogId: number, over: Partial<Candidate> = {}): Candidate => ({
  catalogId,
  email: null,
  mobile: null,
  employeeNumber: null,
  linked: false,
  ...over,
});
const sent = { email: 'Kari@Firma.no', mobile: '+4791234567', employeeNumber: '77' };

describe('matching a directory user to a provisioned person', () => {
  it('makes a new person when nobody matches', () => {
    expect(decideMatch(sent, [])).toEqual({ kind: 'new' });
  });

  it('takes the one person that matches, by e-mail without case, mobile or employee number', () => {
    expect(decideMatch(sent, [person(5, { email: 'kari@firma.no' })])).toEqual({
      kind: 'match',
      catalogId: 5,
      matchedBy: ['email'],
    });
    expect(decideMatch(sent, [person(5, { mobile: '+4791234567', employeeNumber: '77' })])).toEqual({
      kind: 'match',
      catalogId: 5,
      matchedBy: ['mobile', 'employeeNumber'],
    });
  });

  it('accepts a matched person whose e-mail or mobile differs: those change', () => {
    const d = decideMatch(sent, [
      person(5, { employeeNumber: '77', email: 'old@firma.no', mobile: '+4790000000' }),
    ]);
    expect(d).toMatchObject({ kind: 'match', catalogId: 5 });
  });

  it('refuses to guess between two people', () => {
    const d = decideMatch(sent, [
      person(9, { mobile: '+4791234567' }),
      person(5, { email: 'kari@firma.no' }),
    ]);
    expect(d).toEqual({
      kind: 'conflict',
      reason: 'several',
      candidates: [5, 9],
      matchedBy: ['email', 'mobile'],
    });
  });

  it('refuses a person with another employee number, or linked to another directory user', () => {
    expect(decideMatch(sent, [person(5, { email: 'kari@firma.no', employeeNumber: '12' })])).toMatchObject({
      kind: 'conflict',
      reason: 'disagrees',
      candidates: [5],
    });
    expect(decideMatch(sent, [person(5, { email: 'kari@firma.no', linked: true })])).toMatchObject({
      kind: 'conflict',
      reason: 'linked',
    });
  });
});
