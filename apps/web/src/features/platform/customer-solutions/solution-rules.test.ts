import { describe, expect, it } from 'vitest';
import { accessChanges, draftErrors } from './solution-rules.ts';

const draft = { name: 'Nordlys', customerId: '1001', resellerId: null, vat: false };

describe('draftErrors (002 §5)', () => {
  it('accepts a name and a whole customer number', () => {
    expect(draftErrors(draft)).toEqual({});
  });
  it('needs a name that is not only spaces', () => {
    expect(draftErrors({ ...draft, name: '   ' })).toEqual({ name: 'nameRequired' });
  });
  it.each(['', 'abc', '12.5', '-3', '0'])('refuses the customer ID %j', (customerId) => {
    expect(draftErrors({ ...draft, customerId })).toEqual({ customerId: 'customerRequired' });
  });
});

describe('accessChanges', () => {
  const current = [
    { accessID: 7, accountID: 100 },
    { accessID: 8, accountID: 200 },
  ];
  it('is empty when the selection is what the person has', () => {
    expect(accessChanges(current, new Set([200, 100]))).toEqual({ grant: [], revoke: [] });
  });
  it('grants the new accounts and revokes the grants taken away', () => {
    expect(accessChanges(current, new Set([100, 300, 250]))).toEqual({ grant: [250, 300], revoke: [8] });
  });
});
