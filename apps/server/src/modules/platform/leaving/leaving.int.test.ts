import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import { buildDevice } from '../../../../test/factories/equipment.ts';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { CREATE_FILE_EXPORT, type FileExportResult } from '../../../../test/file-exports.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const SET = `mutation($c: Int!, $d: Date, $e: Date) {
  setLeavingDate(catalogID: $c, leavingDate: $d, expectedLeavingDate: $e) { catalogID leavingDate } }`;
const LEAVERS = `query($a: Int!, $past: Int) {
  leavers(accountID: $a, pastDays: $past) { catalogID leavingDate openSubscriptionCount openDeviceCount } }`;
const OFFBOARDING = `query($c: Int!) { offboarding(catalogID: $c) {
  person { catalogID leavingDate }
  subscriptions { subscriptionID phoneNumber endedOn }
  devices { deviceID description returnedAt purchasedAt purchasedCostPrice quoteProblem
    quote { asOf ageMonths price priceIncVat taxValueIncVat taxableBenefitIncVat } }
  finalPayroll { period openBuyOutOre figures { deductedOre contentDeductedOre contentOverThresholdOre
    equipmentDeductedOre buyOutBenefitOre totalDeductedOre } } } }`;
const DEVICE = `mutation($c: Int!, $d: Int!, $v: Int!, $k: LeaverDeviceDecision!, $date: Date) {
  decideLeaverDevice(catalogID: $c, deviceID: $d, version: $v, decision: $k, date: $date) { person { catalogID } } }`;
const SUBSCRIPTION = `mutation($c: Int!, $s: Int!, $v: Int!, $k: LeaverSubscriptionDecision!, $n: Int, $last: Date) {
  decideLeaverSubscription(catalogID: $c, subscriptionID: $s, version: $v, decision: $k, newCatalogID: $n,
    lastDay: $last) { subscriptions { subscriptionID endedOn version } } }`;
const END_MEMBERSHIP = `mutation($c: Int!) { endLeaverPolicyMembership(catalogID: $c) { person { catalogID } } }`;

type Offboarding = {
  person: { catalogID: number; leavingDate: string | null };
  subscriptions: { subscriptionID: number; endedOn: string | null; version?: number }[];
  devices: {
    deviceID: number;
    description: string;
    returnedAt: string | null;
    purchasedAt: string | null;
    purchasedCostPrice: number | null;
    quoteProblem: string | null;
    quote: {
      asOf: string;
      ageMonths: number;
      price: number;
      priceIncVat: number;
      taxValueIncVat: number | null;
      taxableBenefitIncVat: number | null;
    } | null;
  }[];
  finalPayroll: {
    period: string;
    openBuyOutOre: number;
    figures: Record<string, number>;
  } | null;
};

/**
 * Issue 33 §1, leaving (docs/LEAVING.md), on a customer of its own on the test clock's 15.11.2026: Lise has a phone
 * subscription whose profile does not cover the monthly fee (499 kr in November), a policy pricing a phone under
 * 12 months at 50 % of its cost, a phone bought 01.03.2026 for 8 000 kr and a second phone. She leaves 30.11.2026.
 *
 * By hand: the phone is 8 whole months old on 30.11, so its buy-out is 50 % of 8 000 = 4 000 kr (5 000 kr incl. VAT);
 * its tax value is 80 % of 10 000 kr incl. VAT = 8 000 kr, so the taxable benefit is 8 000 − 5 000 = 3 000 kr.
 * The final payroll of November: 499 kr telecom + 4 000 kr equipment = 4 499 kr deducted, 3 000 kr buy-out benefit.
 */
describe('leaving: the leaving date, the leavers and the offboarding of one', () => {
  let s: TestServer;
  let costAdmin: string;
  let equipmentAdmin: string;
  let employee: string;
  let accountId: number;
  let lise: number;
  let early: number;
  let stranger: number;
  let onlyDevice: { person: number; device: number };
  let phone: number;
  let spare: number;
  let subscription: number;
  let sim: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Avgang AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Avgang AS' });
    accountId = account.id;
    const depot = await buildAccount(db, { customer, name: 'Avgang AS lager' });
    costAdmin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
    equipmentAdmin = await s.tokenFor(
      (
        await buildPerson(db, {
          customer,
          roles: [Role.ConnectEquipmentOverview],
          access: [account, depot],
        })
      ).catalogId,
    );
    const person = await buildPerson(db, {
      customer,
      firstName: 'Lise',
      lastName: 'Avgang',
      employeeNumber: '2001',
    });
    lise = person.catalogId;
    employee = await s.tokenFor(lise);
    const profile = await buildProfile(db, {
      account,
      description: 'Uten abonnement',
      rules: { subscription: { covers: false } },
    });
    const sub = await buildSubscription(db, { account, person, profile });
    subscription = sub.id;
    sim = (await buildSubscription(db, { account, person })).id;
    await buildUsage(db, s.clock, sub, [
      { date: '2026-11-01', category: 'Månedsavgift', description: 'Abonnement', amountOre: 49_900 },
    ]);
    const policy = await buildPolicy(db, {
      account,
      categories: {
        mobile: {
          coversOre: 800_000,
          tiers: [{ percent: 50 }, { percent: 25 }, { percent: 10 }, { amountOre: 10_000 }],
        },
      },
    });
    await buildPolicyMember(db, { policy, person });
    phone = (
      await buildDevice(db, {
        account,
        person,
        description: 'Lises telefon',
        costPriceOre: 800_000,
        orderedAt: '2026-03-01',
      })
    ).id;
    spare = (await buildDevice(db, { account, person, description: 'Reservetelefon' })).id;
    const left = await buildPerson(db, { customer, firstName: 'Tidlig', lastName: 'Sluttet' });
    early = left.catalogId;
    await buildSubscription(db, { account, person: left });
    await db.execute(`update people set leaving_date = '2026-10-01' where catalog_id = ${early}`);
    await buildPolicyMember(db, { policy, person: left });
    const deviceOnly = await buildPerson(db, { customer, firstName: 'Kun', lastName: 'Utstyr' });
    onlyDevice = {
      person: deviceOnly.catalogId,
      device: (await buildDevice(db, { account: depot, person: deviceOnly, description: 'Kuns nettbrett' }))
        .id,
    };
    await db.execute(`update people set leaving_date = '2026-11-30' where catalog_id = ${onlyDevice.person}`);
    const other = await buildCustomer(db, { services: [Service.Equipment] });
    const otherAccount = await buildAccount(db, { customer: other });
    const outsider = await buildPerson(db, { customer: other });
    await buildSubscription(db, { account: otherAccount, person: outsider });
    stranger = outsider.catalogId;
  });
  afterAll(() => s.close());

  const offboarding = async (token = costAdmin) => {
    const res = await s.gql<{ offboarding: Offboarding }>(token, OFFBOARDING, { c: lise });
    expect(res.errors).toBeUndefined();
    return res.data!.offboarding;
  };
  const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

  it('sets a leaving date against the one the caller saw, refuses one before the open month, takes it back', async () => {
    expect(code(await s.gql(costAdmin, SET, { c: lise, d: '2026-10-31', e: null }))).toBe('BAD_USER_INPUT');
    expect(code(await s.gql(costAdmin, SET, { c: lise, d: '30.11.2026', e: null }))).toBe('BAD_USER_INPUT');
    const set = await s.gql(costAdmin, SET, { c: lise, d: '2026-12-31', e: null });
    expect(set.data).toEqual({ setLeavingDate: { catalogID: lise, leavingDate: '2026-12-31' } });
    // Another admin saw no date: their change would overwrite this one.
    expect(code(await s.gql(equipmentAdmin, SET, { c: lise, d: '2026-11-30', e: null }))).toBe('CONFLICT');
    const back = await s.gql(equipmentAdmin, SET, { c: lise, d: null, e: '2026-12-31' });
    expect(back.data).toEqual({ setLeavingDate: { catalogID: lise, leavingDate: null } });
    const moved = await s.gql(equipmentAdmin, SET, { c: lise, d: '2026-11-30', e: null });
    expect(moved.errors).toBeUndefined();
  });

  it('answers NOT_FOUND for another customer’s person and FORBIDDEN for an employee', async () => {
    expect(code(await s.gql(costAdmin, SET, { c: stranger, d: '2026-11-30', e: null }))).toBe('NOT_FOUND');
    expect(code(await s.gql(costAdmin, OFFBOARDING, { c: stranger }))).toBe('NOT_FOUND');
    expect(code(await s.gql(employee, SET, { c: lise, d: '2026-12-31', e: '2026-11-30' }))).toBe('FORBIDDEN');
  });

  it('lists the leavers with what is still open, those who left long ago only when asked', async () => {
    const res = await s.gql<{ leavers: unknown[] }>(costAdmin, LEAVERS, { a: accountId });
    expect(res.data!.leavers).toEqual([
      { catalogID: lise, leavingDate: '2026-11-30', openSubscriptionCount: 2, openDeviceCount: 2 },
    ]);
    const back = await s.gql<{ leavers: { catalogID: number }[] }>(costAdmin, LEAVERS, {
      a: accountId,
      past: 60,
    });
    expect(back.data!.leavers.map((l) => l.catalogID)).toEqual([early, lise]);
  });

  it('prices the open phone as of the leaving date and shows the final payroll before anything is booked', async () => {
    const o = await offboarding(equipmentAdmin);
    expect(o.subscriptions.map((x) => [x.subscriptionID, x.endedOn])).toEqual([
      [subscription, null],
      [sim, null],
    ]);
    const priced = o.devices.find((d) => d.deviceID === phone)!;
    expect(priced.quote).toEqual({
      asOf: '2026-11-30',
      ageMonths: 8,
      price: 400_000,
      priceIncVat: 500_000,
      taxValueIncVat: 800_000,
      taxableBenefitIncVat: 300_000,
    });
    const unpriced = o.devices.find((d) => d.deviceID === spare)!;
    expect(unpriced.quote).toBeNull();
    expect(unpriced.quoteProblem).toMatch(/cost price/);
    expect(o.finalPayroll).toEqual({
      period: '2026-11',
      openBuyOutOre: 400_000,
      figures: {
        deductedOre: 49_900,
        contentDeductedOre: 0,
        contentOverThresholdOre: 0,
        equipmentDeductedOre: 0,
        buyOutBenefitOre: 0,
        totalDeductedOre: 49_900,
      },
    });
  });

  it('refuses decisions out of reach, on a stale version, and the membership end before the leaving date', async () => {
    const device = { c: lise, d: phone, v: 1, k: 'boughtOut' };
    expect(code(await s.gql(costAdmin, DEVICE, device))).toBe('FORBIDDEN');
    expect(code(await s.gql(equipmentAdmin, DEVICE, { ...device, v: 0 }))).toBe('CONFLICT');
    expect(code(await s.gql(equipmentAdmin, DEVICE, { ...device, c: early }))).toBe('NOT_FOUND');
    const keep = { c: lise, s: subscription, v: 1, k: 'keep', n: stranger };
    expect(code(await s.gql(costAdmin, SUBSCRIPTION, keep))).toBe('BAD_USER_INPUT');
    expect(code(await s.gql(costAdmin, SUBSCRIPTION, { ...keep, k: 'end', last: '2026-10-31' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await s.gql(costAdmin, SUBSCRIPTION, { ...keep, v: 7, n: null }))).toBe('CONFLICT');
    expect(code(await s.gql(equipmentAdmin, END_MEMBERSHIP, { c: lise }))).toBe('BAD_USER_INPUT');
  });

  it('ends the policy membership of someone who left with nothing open', async () => {
    expect((await s.gql(equipmentAdmin, END_MEMBERSHIP, { c: early })).errors).toBeUndefined();
    const [row] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ce_policy_members where catalog_id = ${early}`,
    );
    expect(row!.n).toBe(0);
  });

  it('answers the offboarding after the return of the last thing the leaver had on the accounts', async () => {
    const returned = await s.gql<{ decideLeaverDevice: Offboarding }>(equipmentAdmin, DEVICE, {
      c: onlyDevice.person,
      d: onlyDevice.device,
      v: 1,
      k: 'returned',
      date: '2026-11-27',
    });
    expect(returned.errors).toBeUndefined();
    expect(returned.data!.decideLeaverDevice.person.catalogID).toBe(onlyDevice.person);
    const after = await s.gql<{ offboarding: Offboarding }>(equipmentAdmin, OFFBOARDING, {
      c: onlyDevice.person,
    });
    expect(after.data!.offboarding.devices.map((d) => [d.deviceID, d.returnedAt])).toEqual([
      [onlyDevice.device, '2026-11-27'],
    ]);
  });

  it('after a takeover, a kept SIM, a buy-out and a return, the November payroll file carries the final figures', async () => {
    const bought = await s.gql(equipmentAdmin, DEVICE, { c: lise, d: phone, v: 1, k: 'boughtOut' });
    expect(bought.errors).toBeUndefined();
    const returned = await s.gql(equipmentAdmin, DEVICE, {
      c: lise,
      d: spare,
      v: 1,
      k: 'returned',
      date: '2026-11-28',
    });
    expect(returned.errors).toBeUndefined();
    const taken = await s.gql<{ decideLeaverSubscription: Offboarding }>(costAdmin, SUBSCRIPTION, {
      c: lise,
      s: subscription,
      v: 1,
      k: 'takeOver',
      last: '2026-11-30',
    });
    expect(taken.errors).toBeUndefined();
    const kept = await s.gql<{ decideLeaverSubscription: Offboarding }>(costAdmin, SUBSCRIPTION, {
      c: lise,
      s: sim,
      v: 1,
      k: 'keep',
      n: null,
    });
    expect(kept.data!.decideLeaverSubscription.subscriptions).toEqual([
      { subscriptionID: subscription, endedOn: '2026-11-30', version: 2 },
    ]);
    const [events] = await queryRows<{ types: string[] }>(
      s.database.db,
      sql`select array_agg(event_type order by device_id, id) as types from device_events
          where device_id in (${phone}, ${spare})`,
    );
    expect(events!.types).toEqual(expect.arrayContaining(['returned_by_employee']));
    const o = await offboarding();
    expect(o.devices.map((d) => [d.deviceID, d.purchasedAt, d.purchasedCostPrice, d.returnedAt])).toEqual([
      [phone, '2026-11-30', 400_000, null],
      [spare, null, null, '2026-11-28'],
    ]);
    expect(o.finalPayroll).toEqual({
      period: '2026-11',
      openBuyOutOre: 0,
      figures: {
        deductedOre: 49_900,
        contentDeductedOre: 0,
        contentOverThresholdOre: 0,
        equipmentDeductedOre: 400_000,
        buyOutBenefitOre: 300_000,
        totalDeductedOre: 449_900,
      },
    });
    const listed = await s.gql<{ leavers: unknown[] }>(costAdmin, LEAVERS, { a: accountId });
    expect(listed.data!.leavers).toEqual([
      { catalogID: lise, leavingDate: '2026-11-30', openSubscriptionCount: 0, openDeviceCount: 0 },
    ]);

    const created = await s.gql<{ createFileExport: FileExportResult }>(costAdmin, CREATE_FILE_EXPORT, {
      accountID: accountId,
      description: 'Lønn',
      amountSign: '-',
      columns: [
        { name: 'Ansattnr', mapsToID: 1, order: 1 },
        { name: 'Trekk', mapsToID: 10, order: 2 },
        { name: 'Utstyr', mapsToID: 16, order: 3 },
        { name: 'Innløsning', mapsToID: 19, order: 4 },
      ],
    });
    expect(created.errors).toBeUndefined();
    const file = await s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${created.data!.createFileExport.ID}?period=202611`,
      headers: { authorization: `Bearer ${costAdmin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(
      file.body
        .replace(/^\uFEFF/, '')
        .split('\n')
        .filter(Boolean),
    ).toEqual(['Ansattnr;Trekk;Utstyr;Innløsning', '2001;-499,00;-4000,00;3000,00']);
  });
});
