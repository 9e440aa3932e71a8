import { describe, expect, it } from 'vitest';
import * as generated from '../gql/graphql.ts';
import { AFFECTS, affectedOperations, CHANGES_OF, changesOf } from './changes.ts';
import { gqlKey, operationName } from './gql-hooks.ts';

const documents = Object.entries(generated)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof generated.TypedDocumentString)
  .map(([, value]) => String(value));
const operations = new Set(documents.map(operationName));
const mutations = documents.filter((d) => /^\s*mutation\b/.test(d)).map(operationName);

describe('query keys', () => {
  it('names an answer by its operation, then its variables', () => {
    expect(gqlKey(generated.DashboardSummaryDocument, { accountID: 7 })).toEqual([
      'DashboardSummary',
      { accountID: 7 },
    ]);
    expect(gqlKey(generated.SmsPricesDocument)).toEqual(['SmsPrices']);
    expect(operationName('mutation SetContentServiceApproval($a: Int) { x }')).toBe(
      'SetContentServiceApproval',
    );
  });

  it('refuses a document without a name', () => {
    expect(() => operationName('{ me { id } }')).toThrow();
  });
});

describe('what a change affects', () => {
  it('names only operations the web app has', () => {
    for (const name of Object.values(AFFECTS).flat()) expect(operations, name).toContain(name);
  });

  it('refreshes the users list, details, dashboard and reports after money changed', () => {
    expect(affectedOperations(['costs'])).toEqual(
      expect.arrayContaining([
        'SubscriptionWithUsers',
        'SubscriptionDetails',
        'DashboardSummary',
        'DashboardTopSubscriptions',
        'ReportingSummary',
      ]),
    );
  });

  it('lists each operation once', () => {
    const names = affectedOperations(['costs', 'accountFields']);
    expect(names.filter((n) => n === 'SubscriptionDetails')).toHaveLength(1);
  });
});

describe('what each mutation changes', () => {
  it('is said for every mutation of the web app, and only for them', () => {
    expect(mutations.length).toBeGreaterThan(10);
    expect(Object.keys(CHANGES_OF).sort()).toEqual([...mutations].sort());
  });

  it('makes an approval refresh the money, and a profile save the profiles and the money', () => {
    expect(changesOf('SetContentServiceApproval')).toEqual(['costs']);
    expect(changesOf('UpdatePaymentProfile')).toEqual(['profiles', 'costs']);
  });

  it('refuses a mutation it does not know', () => {
    expect(() => changesOf('LaunchRocket')).toThrow(/LaunchRocket/);
  });
});

describe('refreshing after a deletion', () => {
  it('refreshes the affected answers but not those about the deleted object', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { refreshAfter } = await import('./changes.ts');
    const client = new QueryClient();
    const members = (profileID: number) => ['PaymentProfileMembers', { accountID: 1, profileID }];
    client.setQueryData(members(7), []);
    client.setQueryData(members(8), []);
    client.setQueryData(['PaymentProfiles', { accountID: 1 }], []);
    await refreshAfter(client, ['profiles'], { profileID: 7 });
    expect(client.getQueryState(members(7))?.isInvalidated).toBe(false);
    expect(client.getQueryState(members(8))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['PaymentProfiles', { accountID: 1 }])?.isInvalidated).toBe(true);
  });
});
