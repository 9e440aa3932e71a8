import { CATEGORY_GROUP_KEYS, Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReportLink } from '../src/modules/cost-control/payment-profiles/report-links.ts';
import { buildProfile, buildUsage } from './factories/cost.ts';
import {
  type BuiltAccount,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from './factories/tenancy.ts';
import { createTestServer, type TestServer } from './test-server.ts';

/** The seeded catalogue: each cost category's stable key and billing's Norwegian name for it. */
const NAMES: Record<string, string> = {
  subscription: 'Abonnement',
  calls: 'Samtaler',
  sms: 'SMS/MMS',
  data: 'Data',
  roaming: 'Roaming',
  content: 'Innholdstjenester',
  other: 'Annet',
};

/**
 * Issue 10 §9: the cost categories showed in Norwegian to a person who had chosen English. The web app names them
 * in the chosen language by their stable key, so every answer that names a cost category (the dashboard chart,
 * the category report, the costs panel, the Rules tab and its preview, the usage report page) gives the key beside
 * the name, and the key is the one of that name. The names stay the catalogue's whatever language the request
 * asks for: a client translates by the key.
 */
describe('every answer that names a cost category gives its key', () => {
  let s: TestServer;
  let admin: string;
  let employee: string;
  let account: BuiltAccount;
  let ada: BuiltSubscription;
  let ids: Record<string, number>;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Nøkkeltest AS' });
    account = await buildAccount(db, { customer, name: 'Nøkkeltest AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Samtaler rapporteres',
      isDefault: true,
      settings: { sendSmsReport: true },
      rules: { calls: { covers: true, limitOre: 10_000, report: true } },
    });
    const person = await buildPerson(db, { customer, firstName: 'Ada' });
    ada = await buildSubscription(db, { account, person, profile });
    await buildUsage(db, s.clock, ada, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-11-03', category: 'Samtaler innland', amountOre: 30_000 },
      { date: '2026-11-05', category: 'Data innland', amountOre: 4_990 },
    ]);
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
    employee = await s.tokenFor(person.catalogId);
    const catalogue = await s.gql<{
      paymentCategoryGroups: { ID: number; key: string; description: string }[];
    }>(admin, '{ paymentCategoryGroups { ID key description } }');
    expect(catalogue.errors).toBeUndefined();
    ids = Object.fromEntries(catalogue.data!.paymentCategoryGroups.map((g) => [g.key, g.ID]));
  });
  afterAll(() => s.close());

  const entry = (key: string) => ({ id: ids[key], key, name: NAMES[key] });

  it('the catalogue has one category per key the web app translates, each with its own name', async () => {
    const res = await s.gql<{ paymentCategoryGroups: { key: string; description: string }[] }>(
      admin,
      '{ paymentCategoryGroups { key description } }',
    );
    expect(res.data!.paymentCategoryGroups).toEqual(
      CATEGORY_GROUP_KEYS.map((key) => ({ key, description: NAMES[key] })),
    );
  });

  it('the dashboard chart and the category report', async () => {
    const res = await s.gql<{
      dashboardCostSeries: {
        categoryGroups: { categoryGroupID: number; categoryGroupKey: string; name: string }[];
      };
      categoryGroupReport: { categoryGroupID: number; categoryGroupKey: string; name: string }[];
    }>(
      admin,
      `query($a: Int!, $period: Period!) {
        dashboardCostSeries(accountID: $a) { categoryGroups { categoryGroupID categoryGroupKey name } }
        categoryGroupReport(period: $period, accountID: $a) { categoryGroupID categoryGroupKey name }
      }`,
      { a: account.id, period: '2026-11' },
    );
    expect(res.errors).toBeUndefined();
    const used = ['subscription', 'calls', 'data'].map(entry);
    const of = (g: { categoryGroupID: number; categoryGroupKey: string; name: string }) => ({
      id: g.categoryGroupID,
      key: g.categoryGroupKey,
      name: g.name,
    });
    expect(res.data!.dashboardCostSeries.categoryGroups.map(of)).toEqual(used);
    expect(res.data!.categoryGroupReport.map(of)).toEqual(used);
  });

  it('the costs panel, the Rules tab and its preview', async () => {
    const res = await s.gql<{
      subscriptionDetails: {
        categoryGroupUsage: { categoryGroupID: number; categoryGroupKey: string; name: string }[];
      };
      paymentProfiles: { rules: { categories: { ID: number; key: string; description: string }[] } }[];
      paymentProfileRulePreview: {
        categoryUsage: {
          categoryGroupID: number;
          categoryGroupKey: string;
          categoryGroupDescription: string;
        }[];
      };
    }>(
      admin,
      `query($a: Int!, $s: Int!, $from: Date!, $to: Date!) {
        subscriptionDetails(accountID: $a, subscriptionID: $s) { categoryGroupUsage { categoryGroupID categoryGroupKey name } }
        paymentProfiles(accountID: $a) { rules { categories { ID key description } } }
        paymentProfileRulePreview(accountID: $a, subscriptionID: $s, fromDate: $from, toDate: $to) {
          categoryUsage { categoryGroupID categoryGroupKey categoryGroupDescription }
        }
      }`,
      { a: account.id, s: ada.id, from: '2026-11-01', to: '2026-11-30' },
    );
    expect(res.errors).toBeUndefined();
    const all = CATEGORY_GROUP_KEYS.map(entry);
    expect(
      res.data!.subscriptionDetails.categoryGroupUsage.map((g) => ({
        id: g.categoryGroupID,
        key: g.categoryGroupKey,
        name: g.name,
      })),
    ).toEqual(all);
    expect(
      res.data!.paymentProfiles[0]!.rules.categories.map((c) => ({
        id: c.ID,
        key: c.key,
        name: c.description,
      })),
    ).toEqual(all);
    expect(
      res.data!.paymentProfileRulePreview.categoryUsage.map((c) => ({
        id: c.categoryGroupID,
        key: c.categoryGroupKey,
        name: c.categoryGroupDescription,
      })),
    ).toEqual(all);
  });

  it('the usage report page behind the SMS link', async () => {
    const token = await ensureReportLink(s.database.db, ada.id, '2026-11');
    const res = await s.gql<{
      usageReport: {
        items: {
          categoryGroupID: number;
          categoryGroupKey: string;
          categoryGroupDescription: string;
          description: string;
        }[];
      };
    }>(
      employee,
      `query($t: String!) { usageReport(token: $t) {
        items { categoryGroupID categoryGroupKey categoryGroupDescription description } } }`,
      { t: token },
    );
    expect(res.errors).toBeUndefined();
    // Only calls is reported in this profile; the item is billing's own description, which stays as it is.
    expect(res.data!.usageReport.items).toEqual([
      {
        categoryGroupID: ids.calls,
        categoryGroupKey: 'calls',
        categoryGroupDescription: 'Samtaler',
        description: 'Samtaler innland',
      },
    ]);
  });

  it('gives the same names to a request in English: the client translates by the key', async () => {
    const query = `query($a: Int!) { dashboardCostSeries(accountID: $a) { categoryGroups { categoryGroupKey name } } }`;
    const inLanguage = async (language: string) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin}`,
          'accept-language': language,
        },
        payload: JSON.stringify({ query, variables: { a: account.id } }),
      });
      return res.json();
    };
    const english = await inLanguage('en');
    expect(english).toEqual(await inLanguage('nb'));
    expect(english.data.dashboardCostSeries.categoryGroups).toContainEqual({
      categoryGroupKey: 'calls',
      name: 'Samtaler',
    });
  });
});
