import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltPolicy,
  buildCreditCorrection,
  buildPolicy,
  buildPolicyMember,
  type Tier,
} from '../../../../test/factories/policies.ts';
import {
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

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

/**
 * A world of its own (the clock stands at 15.11.2026): Solbakken AS (equipment service on) with three policies like
 * the product's usual ones. Standard covers mobile (6 000 kr over 24 months, a new one after 24), tablet (4 000 kr
 * over 36) and computer (12 000 kr over 36); Ledere grants full credit on start, mobile 10 000 kr over 24 with a
 * 1 000 kr bonus over 12, computer 20 000 kr over 36; Lærlinger covers mobile only (4 000 kr over 12). Standard has
 * eleven members with varied last mobile purchases, two with none: Eva Lund bought 15.08.2025 and has a +750 kr
 * correction of 10.03.2026; Tor Bakke bought 15.05.2024. Ledere has the admin Siri (nothing bought) and Kari Holm
 * (mobile 31.01.2025); Lærlinger has Ola (mobile 31.05.2026). Annen AS is another customer with an account and a
 * person of its own.
 */
describe('policy members: list, credit in SQL and in the engine, transfer, corrections', () => {
  let s: TestServer;
  let admin: string;
  let main: number;
  let policies: Record<'Standard' | 'Ledere' | 'Lærlinger', number>;
  let siri: BuiltPerson;
  let eva: BuiltPerson;
  let tor: BuiltPerson;
  let kari: BuiltPerson;
  let otherPerson: BuiltPerson;
  let otherAccount: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Solbakken AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Solbakken AS' });
    main = account.id;
    const standard = await buildPolicy(db, {
      account,
      name: 'Standard',
      categories: {
        mobile: { coversOre: 600_000, timePeriod: 24, fullCoverage: 24 },
        tablet: { coversOre: 400_000, timePeriod: 36, fullCoverage: 36 },
        computer: { coversOre: 1_200_000, timePeriod: 36, fullCoverage: 36 },
      },
    });
    const tiers: [Tier, Tier, Tier, Tier] = [
      { amountOre: 300_000 },
      { percent: 40 },
      { percent: 20 },
      { amountOre: 0 },
    ];
    const managers = await buildPolicy(db, {
      account,
      name: 'Ledere',
      grantFullCreditOnStart: true,
      categories: {
        mobile: {
          coversOre: 1_000_000,
          timePeriod: 24,
          fullCoverage: 24,
          bonusOre: 100_000,
          bonusMonths: 12,
          tiers,
        },
        computer: { coversOre: 2_000_000, timePeriod: 36, fullCoverage: 36, tiers },
      },
    });
    const apprentices = await buildPolicy(db, {
      account,
      name: 'Lærlinger',
      categories: { mobile: { coversOre: 400_000, timePeriod: 12, fullCoverage: 12 } },
    });
    policies = { Standard: standard.id, Ledere: managers.id, Lærlinger: apprentices.id };
    const member = async (
      policy: BuiltPolicy,
      firstName: string,
      lastName: string,
      mobile: string | null,
      roles: Role[] = [],
    ) => {
      const person = await buildPerson(db, {
        customer,
        firstName,
        lastName,
        roles,
        access: roles.length ? [account] : [],
      });
      await buildPolicyMember(db, {
        policy,
        person,
        memberSince: '2024-01-02',
        lastPurchases: mobile ? { mobile } : {},
      });
      return person;
    };
    for (const [first, last, mobile] of [
      ['Anders', 'Aas', null],
      ['Berit', 'Berg', null],
      ['Dag', 'Dahl', '2024-03-10'],
      ['Hege', 'Haug', '2024-09-01'],
      ['Mona', 'Moen', '2025-02-14'],
      ['Nils', 'Nilsen', '2025-12-01'],
      ['Stine', 'Strand', '2026-04-20'],
      ['Vidar', 'Vik', '2026-07-07'],
      ['Lise', 'Lie', '2026-10-30'],
    ] as const)
      await member(standard, first, last, mobile);
    tor = await member(standard, 'Tor', 'Bakke', '2024-05-15');
    eva = await member(standard, 'Eva', 'Lund', '2025-08-15');
    siri = await member(managers, 'Siri', 'Sjef', null, [Role.ConnectEquipmentOverview]);
    await buildCreditCorrection(db, {
      policy: standard,
      person: eva,
      category: 'mobile',
      amountOre: 75_000,
      on: '2026-03-10',
      by: siri,
    });
    kari = await member(managers, 'Kari', 'Holm', '2025-01-31');
    await member(apprentices, 'Ola', 'Olsen', '2026-05-31');
    admin = await s.tokenFor(siri.catalogId);
    const annen = await buildCustomer(db, { name: 'Annen AS', services: [Service.Equipment] });
    otherAccount = (await buildAccount(db, { customer: annen })).id;
    otherPerson = await buildPerson(db, { customer: annen });
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
    const counts: Record<string, number> = {};
    for (const [name, policyId] of Object.entries(policies)) {
      const rows = await members({ p: policyId, limit: 200 });
      counts[name] = rows.length;
      for (const m of rows) {
        const total = (await figures(m.bnUser.catalogID)).reduce(
          (sum, f) => sum + Math.round(f.currentPolicyCategoryCredit * 100),
          0,
        );
        expect(Math.round(m.amount * 100), `member ${m.bnUser.catalogID}`).toBe(total);
      }
    }
    expect(counts).toEqual({ Standard: 11, Ledere: 2, Lærlinger: 1 });
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
    expect(all).toHaveLength(11);
    // Nobody bought a phone: Aas and Berg first; then from Dahl (10.03.2024) to Lie (30.10.2026).
    expect(dates.slice(0, 2)).toEqual([null, null]);
    expect(dated[0]).toBe('2024-03-10');
    expect(dated.at(-1)).toBe('2026-10-30');
    const found = await members({ p, q: 'lund' });
    expect(found.map((m) => m.bnUser.catalogID)).toEqual([eva.catalogId]);
  });

  it('moves a member to another policy with the credit of the chosen categories, capped, the rest anew', async () => {
    const catalogId = tor.catalogId;
    // Bought 15.05.2024: 30 months ago, so the full 6 000 kr.
    const before = await creditOf(catalogId, 1);
    expect(before).toBe(6000);
    // To Lærlinger (mobile 4 000 kr): the mobile credit moves, capped at 4 000.
    const moved = await s.gql(admin, SET, { a: main, p: policies.Lærlinger, c: catalogId, t: [1] });
    expect(moved.errors).toBeUndefined();
    expect(await creditOf(catalogId, 1)).toBe(4000);
    // Back to Standard without transfer: every category starts anew at 0 today.
    await s.gql(admin, SET, { a: main, p: policies.Standard, c: catalogId, t: [] });
    expect((await figures(catalogId)).map((f) => f.currentPolicyCategoryCredit)).toEqual([0, 0, 0]);
    // An empty policy removes the member.
    await s.gql(admin, SET, { a: main, p: null, c: catalogId });
    expect(await figures(catalogId)).toEqual([]);
  });

  it('corrects a credit by a signed amount and sets the last purchase date', async () => {
    const employee = eva.catalogId;
    // 15 months since 15.08.2025 at 250 kr a month, and the +750 kr correction: 3 750 + 750 = 4 500 kr.
    const before = (await creditOf(employee, 1))!;
    expect(before).toBe(4500);
    expect(
      (await s.gql(admin, CORRECT, { p: policies.Standard, c: employee, cat: 1, amount: -500 })).errors,
    ).toBeUndefined();
    expect(await creditOf(employee, 1)).toBe(4000);
    const [logged] = await queryRows<{ amount: number; corrected_by: number; reason: string }>(
      s.database.db,
      sql`select amount, corrected_by, reason from ce_credit_corrections where catalog_id = ${employee} order by id desc limit 1`,
    );
    expect(logged).toEqual({ amount: -50_000, corrected_by: siri.catalogId, reason: 'Test' });
    const zero = await s.gql(admin, CORRECT, { p: policies.Standard, c: employee, cat: 1, amount: 0 });
    expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notCovered = await s.gql(admin, CORRECT, { p: policies.Standard, c: employee, cat: 4, amount: 10 });
    expect(notCovered.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A purchase today starts the cycle again at 0: the +750 kr of 10.03.2026 belongs to the old cycle,
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
    // Kari, in Ledere: moving her to Standard with her mobile credit, then a bad purchase date, undoes it all.
    const catalogId = kari.catalogId;
    const before = await figures(catalogId);
    expect(before.map((f) => f.policyID)).toEqual([policies.Ledere, policies.Ledere]);
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
    const other = await s.gql(admin, SET, { a: main, p: policies.Standard, c: otherPerson.catalogId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignPolicy = await s.gql(admin, MEMBERS, { a: otherAccount, p: policies.Standard });
    expect(foreignPolicy.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
