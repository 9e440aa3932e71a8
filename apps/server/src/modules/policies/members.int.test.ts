import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

const LIST = `query($a: Int!) { CEPolicies(accountID: $a) { ID name } }`;
const MEMBERS = `query($a: Int!, $p: Int!, $q: String, $sort: CEPolicyMemberSort, $limit: Int, $offset: Int) {
  CEPolicyMembers(accountID: $a, policyID: $p, searchText: $q, sortType: $sort, limit: $limit, offset: $offset) {
    bnUser { catalogID firstName lastName bnDepartmentName } lastPurchaseDate amount } }`;
const FIGURES = `query($a: Int!, $c: Int!, $asOf: Date) { userPolicyCategoryDetails(accountID: $a, catalogID: $c, asOf: $asOf) {
  policyCategoryID policyID currentPolicyCategoryCredit lastPurchaseDate creditReachedPercentage } }`;
const SET = `mutation($a: Int!, $p: Int, $c: Int!, $t: [Int!]) {
  setCEPolicyOnUser(accountID: $a, policyID: $p, catalogID: $c, categoryIDsToTransferAmount: $t) { policyCategoryID } }`;
const CORRECT = `mutation($p: Int!, $c: Int!, $cat: Int!, $amount: Float!) {
  correctUserCredit(policyID: $p, catalogID: $c, policyCategoryID: $cat, amount: $amount, reason: "Test") { policyCategoryID } }`;
const LAST_PURCHASE = `mutation($p: Int!, $c: Int!, $cat: Int!, $d: Date) {
  updateLastPurchaseDate(policyID: $p, catalogID: $c, policyCategoryID: $cat, lastPurchaseDate: $d) { policyCategoryID } }`;
const SAVE = `mutation($a: Int!, $c: Int!, $p: Int, $t: [Int!], $corr: [CECreditCorrectionInput!], $lp: [CELastPurchaseDateInput!]) {
  saveCEPolicyMember(accountID: $a, catalogID: $c, policyID: $p, categoryIDsToTransferAmount: $t, corrections: $corr,
    lastPurchaseDates: $lp) { policyCategoryID } }`;

type Member = {
  bnUser: { catalogID: number; lastName: string; bnDepartmentName: string | null };
  lastPurchaseDate: string | null;
  amount: number;
};
type Figures = { policyCategoryID: number; policyID: number; currentPolicyCategoryCredit: number };

describe('policy members: list, credit in SQL and in the engine, transfer, corrections', () => {
  let s: TestServer;
  let admin: string;
  let main: number;
  let policies: Record<string, number>;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    main = s.seed.accounts.main;
    const r = await s.gql<{ CEPolicies: { ID: number; name: string }[] }>(admin, LIST, { a: main });
    policies = Object.fromEntries(r.data!.CEPolicies.map((p) => [p.name, p.ID]));
  });
  afterAll(() => s.close());

  const members = async (vars: Record<string, unknown>) => {
    const r = await s.gql<{ CEPolicyMembers: Member[] }>(admin, MEMBERS, { a: main, ...vars });
    expect(r.errors).toBeUndefined();
    return r.data!.CEPolicyMembers;
  };
  const figures = async (catalogId: number, asOf?: string) => {
    const r = await s.gql<{ userPolicyCategoryDetails: Figures[] }>(admin, FIGURES, {
      a: main,
      c: catalogId,
      asOf,
    });
    expect(r.errors).toBeUndefined();
    return r.data!.userPolicyCategoryDetails;
  };
  const creditOf = async (catalogId: number, category: number) =>
    (await figures(catalogId)).find((f) => f.policyCategoryID === category)?.currentPolicyCategoryCredit;

  it("sums each member's credit in SQL exactly as the engine computes it, for every member of every policy", async () => {
    for (const policyId of Object.values(policies)) {
      const rows = await members({ p: policyId, limit: 200 });
      expect(rows.length).toBeGreaterThan(0);
      for (const m of rows) {
        const total = (await figures(m.bnUser.catalogID)).reduce(
          (sum, f) => sum + Math.round(f.currentPolicyCategoryCredit * 100),
          0,
        );
        expect(Math.round(m.amount * 100), `member ${m.bnUser.catalogID}`).toBe(total);
      }
    }
  });

  it('sorts by name, department, last purchase date and amount in SQL, pages and searches', async () => {
    const p = policies.Standard!;
    const byAmount = await members({ p, sort: 'Amount_DESC', limit: 200 });
    const amounts = byAmount.map((m) => m.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byDate = await members({ p, sort: 'LastPurchaseDate_ASC', limit: 200 });
    const dates = byDate.map((m) => m.lastPurchaseDate);
    const firstDated = dates.findIndex((d) => d !== null);
    expect(dates.slice(0, firstDated).every((d) => d === null)).toBe(true);
    const dated = dates.slice(firstDated) as string[];
    expect(dated).toEqual([...dated].sort());
    const page2 = await members({ p, sort: 'Name_ASC', limit: 5, offset: 5 });
    const all = await members({ p, sort: 'Name_ASC', limit: 200 });
    expect(page2.map((m) => m.bnUser.catalogID)).toEqual(all.slice(5, 10).map((m) => m.bnUser.catalogID));
    const found = await members({ p, q: 'ansatt' });
    expect(found.map((m) => m.bnUser.catalogID)).toEqual([s.seed.people.employee]);
  });

  it('moves a member to another policy with the credit of the chosen categories, capped, the rest anew', async () => {
    const [person] = await queryRows<{ catalog_id: number }>(
      s.database.db,
      sql`select m.catalog_id from ce_policy_members m join ce_member_categories c using (catalog_id)
          where m.policy_id = ${policies.Standard} and c.category_id = 1 and c.last_purchase_date < '2025-06-01'
          order by m.catalog_id limit 1`,
    );
    const catalogId = person!.catalog_id;
    const before = await creditOf(catalogId, 1);
    expect(before).toBeGreaterThan(0);
    // To Lærlinger (mobile 4 000 kr): the mobile credit moves, capped at 4 000.
    const moved = await s.gql(admin, SET, { a: main, p: policies.Lærlinger, c: catalogId, t: [1] });
    expect(moved.errors).toBeUndefined();
    expect(await creditOf(catalogId, 1)).toBe(Math.min(before!, 4000));
    // Back to Standard without transfer: every category starts anew at 0 today.
    await s.gql(admin, SET, { a: main, p: policies.Standard, c: catalogId, t: [] });
    expect((await figures(catalogId)).map((f) => f.currentPolicyCategoryCredit)).toEqual([0, 0, 0]);
    // An empty policy removes the member.
    await s.gql(admin, SET, { a: main, p: null, c: catalogId });
    expect(await figures(catalogId)).toEqual([]);
  });

  it('corrects a credit by a signed amount and sets the last purchase date', async () => {
    const employee = s.seed.people.employee;
    const before = (await creditOf(employee, 1))!;
    expect(
      (await s.gql(admin, CORRECT, { p: policies.Standard, c: employee, cat: 1, amount: -500 })).errors,
    ).toBeUndefined();
    expect(await creditOf(employee, 1)).toBe(Math.round((before - 500) * 100) / 100);
    const [logged] = await queryRows<{ amount: number; corrected_by: number; reason: string }>(
      s.database.db,
      sql`select amount, corrected_by, reason from ce_credit_corrections where catalog_id = ${employee} order by id desc limit 1`,
    );
    expect(logged).toEqual({ amount: -50_000, corrected_by: s.seed.people.admin, reason: 'Test' });
    const zero = await s.gql(admin, CORRECT, { p: policies.Standard, c: employee, cat: 1, amount: 0 });
    expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notCovered = await s.gql(admin, CORRECT, { p: policies.Standard, c: employee, cat: 4, amount: 10 });
    expect(notCovered.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A purchase today starts the cycle again at 0: the demo's +750 kr of 10.03.2026 belongs to the old cycle,
    // today's −500 kr (made on the purchase day) to the new one.
    await s.gql(admin, LAST_PURCHASE, { p: policies.Standard, c: employee, cat: 1, d: '2026-11-15' });
    expect(await creditOf(employee, 1)).toBe(-500);
    const future = await s.gql(admin, LAST_PURCHASE, {
      p: policies.Standard,
      c: employee,
      cat: 1,
      d: '2027-01-01',
    });
    expect(future.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('saves a member all or none: a bad last step leaves the transfer undone', async () => {
    const catalogId = s.seed.people.costControl;
    const before = await figures(catalogId);
    const r = await s.gql(admin, SAVE, {
      a: main,
      c: catalogId,
      p: policies.Standard,
      t: [1],
      corr: [{ policyCategoryID: 1, amount: 100 }],
      lp: [{ policyCategoryID: 1, lastPurchaseDate: '2030-01-01' }],
    });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await figures(catalogId)).toEqual(before);
  });

  it("answers another customer's person or policy as not found", async () => {
    const other = await s.gql(admin, SET, { a: main, p: policies.Standard, c: s.seed.people.otherAdmin });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignPolicy = await s.gql(admin, MEMBERS, { a: s.seed.accounts.other, p: policies.Standard });
    expect(foreignPolicy.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
