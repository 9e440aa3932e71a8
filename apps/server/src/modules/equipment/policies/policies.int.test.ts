import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

const POLICY = 'ID name accountID grantFullCreditOnStart allowUsedDevicePurchase memberCount version';
const LIST = `query($a: Int!, $name: String, $sort: CEPolicySort, $base: Int) {
  CEPolicies(accountID: $a, name: $name, sortType: $sort, baseCategoryMatchPolicyID: $base) { ${POLICY} } }`;
const DETAILS = `query($a: Int!, $p: Int!) { cePolicyCategoriesWithDetails(accountID: $a, policyID: $p) {
  policyCategoryID name active covers companyCoversIncVat timePeriod fullCoverage environmentalBonus
  environmentalBonusIncVat companyCoversWithEnvBonus companyCoversWithEnvBonusIncVat envBonusTimePeriod buyOut
  buyOutT12 buyOutT12Type buyOut12T24 buyOut12T24Type buyOut24T36 buyOut24T36Type buyOut36P buyOut36PType } }`;
const SAVE_DETAILS = `mutation($a: Int!, $p: Int!, $d: [CEPolicyCategoryDetailInput!]!, $v: Int) {
  updateCEPolicyCategoryDetails(accountID: $a, policyID: $p, details: $d, version: $v) { policyCategoryID active covers } }`;
const CREATE = `mutation($a: Int!, $n: String!) { createCEPolicy(accountID: $a, name: $n) { ${POLICY} } }`;
const UPDATE = `mutation($a: Int!, $p: Int!, $n: String, $g: Boolean, $v: Int) {
  updateCEPolicy(accountID: $a, policyID: $p, name: $n, grantFullCreditOnStart: $g, version: $v) { ${POLICY} } }`;
const REPAIR = `mutation($a: Int!, $p: Int!, $on: Boolean!, $e: String) {
  updateCEPolicyRepair(accountID: $a, policyID: $p, active: $on, servicePartnerEmail: $e) { active servicePartnerEmail } }`;
const REMOVE =
  'mutation($a: Int!, $p: Int!) { removeCEPolicy(accountID: $a, policyID: $p) { ID releasedMembers } }';

type Policy = {
  ID: number;
  name: string;
  memberCount: number;
  version: number;
  grantFullCreditOnStart: boolean;
};

/**
 * A world of its own: Polisett AS (equipment service on) with one account and three policies, one member each:
 * Standard (mobile, tablet, computer), Ledere (mobile, computer) and Lærlinger (mobile). The equipment admin Siri
 * is a member of none.
 */
describe('equipment policies: list, details, repair, delete', () => {
  let s: TestServer;
  let admin: string;
  let main: number;
  let siri: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Polisett AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Polisett AS' });
    main = account.id;
    const rules = { coversOre: 600_000, timePeriod: 24, fullCoverage: 24 };
    for (const [name, categories] of [
      ['Standard', { mobile: rules, tablet: rules, computer: rules }],
      ['Ledere', { mobile: rules, computer: rules }],
      ['Lærlinger', { mobile: rules }],
    ] as const) {
      const policy = await buildPolicy(db, { account, name, categories });
      await buildPolicyMember(db, { policy, person: await buildPerson(db, { customer }) });
    }
    siri = (await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [account] }))
      .catalogId;
    admin = await s.tokenFor(siri);
  });
  afterAll(() => s.close());

  async function create(name: string): Promise<Policy> {
    const r = await s.gql<{ createCEPolicy: Policy }>(admin, CREATE, { a: main, n: name });
    expect(r.errors).toBeUndefined();
    return r.data!.createCEPolicy;
  }

  it('lists the policies by name, searches and sorts in SQL', async () => {
    const r = await s.gql<{ CEPolicies: Policy[] }>(admin, LIST, { a: main });
    expect(r.data!.CEPolicies.map((p) => p.name)).toEqual(['Ledere', 'Lærlinger', 'Standard']);
    const desc = await s.gql<{ CEPolicies: Policy[] }>(admin, LIST, {
      a: main,
      sort: 'Name_DESC',
      name: 'e',
    });
    expect(desc.data!.CEPolicies.map((p) => p.name)).toEqual(['Lærlinger', 'Ledere']);
    expect(r.data!.CEPolicies.map((p) => p.memberCount)).toEqual([1, 1, 1]);
  });

  it('answers the policies a member can move to with their credit: those covering every category of the base', async () => {
    const all = (await s.gql<{ CEPolicies: Policy[] }>(admin, LIST, { a: main })).data!.CEPolicies;
    const standard = all.find((p) => p.name === 'Standard')!;
    const apprentices = all.find((p) => p.name === 'Lærlinger')!;
    // Standard covers mobile, tablet and computer; no other policy covers the tablet.
    const fromStandard = await s.gql<{ CEPolicies: Policy[] }>(admin, LIST, { a: main, base: standard.ID });
    expect(fromStandard.data!.CEPolicies).toEqual([]);
    // Lærlinger covers mobile only: Ledere and Standard cover it too.
    const fromApprentices = await s.gql<{ CEPolicies: Policy[] }>(admin, LIST, {
      a: main,
      base: apprentices.ID,
    });
    expect(fromApprentices.data!.CEPolicies.map((p) => p.name)).toEqual(['Ledere', 'Standard']);
  });

  it('shows every category, unsaved ones inactive with the defaults, and figures incl. VAT', async () => {
    const p = await create('Kategorier');
    const r = await s.gql<{ cePolicyCategoriesWithDetails: Record<string, unknown>[] }>(admin, DETAILS, {
      a: main,
      p: p.ID,
    });
    const rows = r.data!.cePolicyCategoriesWithDetails;
    expect(rows.map((d) => d.name)).toEqual([
      'mobile',
      'tablet',
      'computer',
      'headset',
      'accessory',
      'other',
    ]);
    expect(rows[0]).toMatchObject({
      active: false,
      covers: 0,
      timePeriod: 0,
      fullCoverage: 12,
      buyOut: 'standard',
    });
    expect(rows[0]).toMatchObject({ buyOutT12Type: 'percent' });

    const saved = await s.gql(admin, SAVE_DETAILS, {
      a: main,
      p: p.ID,
      d: [
        {
          policyCategoryID: 1,
          active: true,
          covers: 8000,
          timePeriod: 24,
          fullCoverage: 24,
          environmentalBonus: 999.99,
          envBonusTimePeriod: 6,
          buyOut: 'custom',
          buyOutT12: 2500.5,
          buyOutT12Type: 'amount',
          buyOut12T24: 40,
          buyOut24T36: 12.5,
          buyOut36P: 0,
        },
      ],
      v: p.version,
    });
    expect(saved.errors).toBeUndefined();
    const after = await s.gql<{ cePolicyCategoriesWithDetails: Record<string, unknown>[] }>(admin, DETAILS, {
      a: main,
      p: p.ID,
    });
    // 8 000 × 1,25 = 10 000; 999,99 × 1,25 = 1 249,9875 → 1 249,99; 8 999,99 × 1,25 = 11 249,9875 → 11 249,99.
    expect(after.data!.cePolicyCategoriesWithDetails[0]).toMatchObject({
      active: true,
      covers: 8000,
      companyCoversIncVat: 10000,
      environmentalBonus: 999.99,
      environmentalBonusIncVat: 1249.99,
      companyCoversWithEnvBonus: 8999.99,
      companyCoversWithEnvBonusIncVat: 11249.99,
      buyOut: 'custom',
      buyOutT12: 2500.5,
      buyOutT12Type: 'amount',
      buyOut12T24: 40,
      buyOut24T36: 12.5,
      buyOut24T36Type: 'percent',
    });
    // Only the changed parts are sent: a later save of one field keeps the others.
    await s.gql(admin, SAVE_DETAILS, { a: main, p: p.ID, d: [{ policyCategoryID: 1, covers: 9000 }] });
    const again = await s.gql<{ cePolicyCategoriesWithDetails: Record<string, unknown>[] }>(admin, DETAILS, {
      a: main,
      p: p.ID,
    });
    expect(again.data!.cePolicyCategoriesWithDetails[0]).toMatchObject({
      covers: 9000,
      timePeriod: 24,
      buyOutT12: 2500.5,
    });
  });

  it('refuses values outside the bounds of 002 §5, and a stale save, writing nothing', async () => {
    const p = await create('Grenser');
    for (const bad of [
      { policyCategoryID: 1, timePeriod: 121 },
      { policyCategoryID: 1, fullCoverage: 0 },
      { policyCategoryID: 1, fullCoverage: 121 },
      { policyCategoryID: 1, envBonusTimePeriod: 121 },
      { policyCategoryID: 1, envBonusTimePeriod: -1 },
      { policyCategoryID: 1, covers: -5 },
      { policyCategoryID: 1, covers: 10.005 },
      { policyCategoryID: 9, active: true },
      { policyCategoryID: 1, buyOutT12: 101, buyOutT12Type: 'percent' },
    ]) {
      const r = await s.gql(admin, SAVE_DETAILS, { a: main, p: p.ID, d: [bad] });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
    const first = await s.gql(admin, UPDATE, { a: main, p: p.ID, n: 'Grenser 2', v: p.version });
    expect(first.errors).toBeUndefined();
    const stale = await s.gql(admin, SAVE_DETAILS, {
      a: main,
      p: p.ID,
      d: [{ policyCategoryID: 1, active: true, covers: 100 }],
      v: p.version,
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const rows = await s.gql<{ cePolicyCategoriesWithDetails: { active: boolean }[] }>(admin, DETAILS, {
      a: main,
      p: p.ID,
    });
    expect(rows.data!.cePolicyCategoriesWithDetails.every((d) => !d.active)).toBe(true);
  });

  it('needs a name, saves the toggles, and conflicts on a stale version', async () => {
    const empty = await s.gql(admin, CREATE, { a: main, n: '  ' });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const p = await create('Brytere');
    const r = await s.gql<{ updateCEPolicy: Policy }>(admin, UPDATE, {
      a: main,
      p: p.ID,
      g: true,
      v: p.version,
    });
    expect(r.data!.updateCEPolicy).toMatchObject({ name: 'Brytere', grantFullCreditOnStart: true });
    const stale = await s.gql(admin, UPDATE, { a: main, p: p.ID, n: 'Gammel', v: p.version });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('saves the name, the toggles and the changed categories in one transaction: a bad category writes nothing', async () => {
    const p = await create('Samlet');
    const SAVE = `mutation($a: Int!, $p: Int!, $n: String, $d: [CEPolicyCategoryDetailInput!], $v: Int) {
      updateCEPolicy(accountID: $a, policyID: $p, name: $n, details: $d, version: $v) { name version } }`;
    const bad = await s.gql(admin, SAVE, {
      a: main,
      p: p.ID,
      n: 'Samlet 2',
      d: [
        { policyCategoryID: 1, active: true, covers: 5000 },
        { policyCategoryID: 2, buyOutT12: 150, buyOutT12Type: 'percent' },
      ],
      v: p.version,
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unchanged = await s.gql<{ CEPolicy: Policy }>(
      admin,
      'query($a: Int!, $p: Int!) { CEPolicy(accountID: $a, policyID: $p) { name version } }',
      {
        a: main,
        p: p.ID,
      },
    );
    expect(unchanged.data!.CEPolicy).toEqual({ name: 'Samlet', version: p.version });
    const ok = await s.gql<{ updateCEPolicy: Policy }>(admin, SAVE, {
      a: main,
      p: p.ID,
      n: 'Samlet 2',
      d: [{ policyCategoryID: 1, active: true, covers: 5000 }],
      v: p.version,
    });
    expect(ok.data!.updateCEPolicy.name).toBe('Samlet 2');
    const rows = await s.gql<{ cePolicyCategoriesWithDetails: { active: boolean; covers: number }[] }>(
      admin,
      DETAILS,
      {
        a: main,
        p: p.ID,
      },
    );
    expect(rows.data!.cePolicyCategoriesWithDetails[0]).toMatchObject({ active: true, covers: 5000 });
  });

  it('turns repairs on only with a valid partner e-mail', async () => {
    const p = await create('Reparasjon');
    const missing = await s.gql(admin, REPAIR, { a: main, p: p.ID, on: true });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await s.gql(admin, REPAIR, { a: main, p: p.ID, on: true, e: 'verksted@' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await s.gql<{ updateCEPolicyRepair: unknown }>(admin, REPAIR, {
      a: main,
      p: p.ID,
      on: true,
      e: 'Verksted@Reparasjon.no',
    });
    expect(ok.data!.updateCEPolicyRepair).toEqual({
      active: true,
      servicePartnerEmail: 'Verksted@Reparasjon.no',
    });
    const off = await s.gql<{ updateCEPolicyRepair: unknown }>(admin, REPAIR, {
      a: main,
      p: p.ID,
      on: false,
    });
    expect(off.data!.updateCEPolicyRepair).toEqual({
      active: false,
      servicePartnerEmail: 'Verksted@Reparasjon.no',
    });
  });

  it('deletes a policy and releases its members, saying how many', async () => {
    const p = await create('Slettes');
    await s.gql(
      admin,
      'mutation($c: Int!, $p: Int!) { addCEPolicyMember(catalogID: $c, policyID: $p) { policyCategoryID } }',
      {
        c: siri,
        p: p.ID,
      },
    );
    const r = await s.gql<{ removeCEPolicy: { releasedMembers: number } }>(admin, REMOVE, {
      a: main,
      p: p.ID,
    });
    expect(r.data!.removeCEPolicy.releasedMembers).toBe(1);
    const gone = await s.gql(
      admin,
      'query($a: Int!, $p: Int!) { CEPolicy(accountID: $a, policyID: $p) { ID } }',
      {
        a: main,
        p: p.ID,
      },
    );
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
