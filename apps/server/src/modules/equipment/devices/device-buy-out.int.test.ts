import { osloDate, Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../../../../test/factories/equipment.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

const CREATE_POLICY = `mutation($a: Int!) { createCEPolicy(accountID: $a, name: "Regeltest") { ID } }`;
const DETAILS = `mutation($a: Int!, $p: Int!, $d: [CEPolicyCategoryDetailInput!]) {
  updateCEPolicy(accountID: $a, policyID: $p, details: $d) { ID } }`;
const SET = `mutation($a: Int!, $p: Int, $c: Int!) { setCEPolicyOnUser(accountID: $a, policyID: $p, catalogID: $c) {
  policyCategoryID } }`;
const DEVICE =
  'ID version costPrice buyoutRule { baseBuyoutRuleType } purchasedByEmployee { costPrice bnUser }';
const CREATE = `mutation($a: Int!, $c: Int!, $v: Int!, $cat: Int, $price: Float) {
  createDevice(accountID: $a, classID: $c, vendorID: $v, description: "Regeltelefon", catalogID: $cat,
    costPrice: $price, orderedAt: "${osloDate()}") { ${DEVICE} } }`;
const UPDATE = `mutation($i: DeviceUpdateInput!) { updateDevice(input: $i) { ${DEVICE} } }`;

type Device = {
  ID: number;
  version: number;
  buyoutRule: { baseBuyoutRuleType: string } | null;
  purchasedByEmployee: { costPrice: number; bnUser: number } | null;
};

/**
 * Device.buyoutRule (001 §3) from the user's policy, and Confirm and calculate (001 §4): the user's policy prices
 * mobiles at 80 % under 12 months and tablets at 1 000 kr; the headset class is not covered. A customer of its own:
 * one account with an equipment admin, the employee (a subscription's user) and one vendor.
 */
describe('the buy-out rule of a device and a purchase priced by it', () => {
  let s: TestServer;
  let admin: string;
  let vendor: number;
  let person: number;
  let main: number;
  const create = async (classId: number, catalogId: number | null) =>
    (
      await s.gql<{ createDevice: Device }>(admin, CREATE, {
        a: main,
        c: classId,
        v: vendor,
        cat: catalogId,
        price: 8000,
      })
    ).data!.createDevice;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    main = account.id;
    const roles = [Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [account] })).catalogId);
    const employee = await buildPerson(db, { customer });
    await buildSubscription(db, { account, person: employee });
    person = employee.catalogId;
    vendor = (await buildVendor(db, { customer })).id;
    const policy = (await s.gql<{ createCEPolicy: { ID: number } }>(admin, CREATE_POLICY, { a: main })).data!
      .createCEPolicy.ID;
    const tiers = (t12: number, type: string) => ({
      buyOut: 'custom',
      buyOutT12: t12,
      buyOutT12Type: type,
      buyOut12T24: 0,
      buyOut12T24Type: 'percent',
      buyOut24T36: 0,
      buyOut24T36Type: 'percent',
      buyOut36P: 0,
      buyOut36PType: 'percent',
    });
    const saved = await s.gql(admin, DETAILS, {
      a: main,
      p: policy,
      d: [
        { policyCategoryID: 1, active: true, covers: 8000, timePeriod: 24, ...tiers(80, 'percent') },
        { policyCategoryID: 2, active: true, covers: 5000, timePeriod: 24, ...tiers(1000, 'amount') },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect((await s.gql(admin, SET, { a: main, p: policy, c: person })).errors).toBeUndefined();
  });
  afterAll(() => s.close());

  it('is the tier rule of the category of the device class, and none without a user or a covered class', async () => {
    expect((await create(1, person)).buyoutRule).toEqual({ baseBuyoutRuleType: 'percent' });
    expect((await create(2, person)).buyoutRule).toEqual({ baseBuyoutRuleType: 'amount' });
    expect((await create(4, person)).buyoutRule).toBeNull();
    expect((await create(1, null)).buyoutRule).toBeNull();
  });

  it('prices a purchase by the rule with calculateCost, and at the cost price without it', async () => {
    const calculated = await create(1, person);
    const res = await s.gql<{ updateDevice: Device }>(admin, UPDATE, {
      i: { id: calculated.ID, version: calculated.version, purchasedByEmployee: { calculateCost: true } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateDevice.purchasedByEmployee).toEqual({ costPrice: 6400, bnUser: person });

    const plain = await create(1, person);
    const other = await s.gql<{ updateDevice: Device }>(admin, UPDATE, {
      i: { id: plain.ID, version: plain.version, purchasedByEmployee: {} },
    });
    expect(other.data!.updateDevice.purchasedByEmployee?.costPrice).toBe(8000);
  });
});
