import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { deviceVendors } from '../../../db/schema/index.ts';

const CREATE_POLICY = `mutation($a: Int!) { createCEPolicy(accountID: $a, name: "Innløsningstest") { ID } }`;
const DETAILS = `mutation($a: Int!, $p: Int!, $d: [CEPolicyCategoryDetailInput!]) {
  updateCEPolicy(accountID: $a, policyID: $p, details: $d) { ID } }`;
const SET = `mutation($a: Int!, $p: Int, $c: Int!) { setCEPolicyOnUser(accountID: $a, policyID: $p, catalogID: $c) {
  policyCategoryID } }`;
const CREATE_DEVICE = `mutation($a: Int!, $c: Int!, $v: Int!, $cat: Int, $price: Float, $on: Date) {
  createDevice(accountID: $a, classID: $c, vendorID: $v, description: "Innløsningstelefon", catalogID: $cat,
    costPrice: $price, orderedAt: $on) { ID } }`;
const FIGURES = `query($a: Int!, $c: Int!, $asOf: Date) { userPolicyCategoryDetails(accountID: $a, catalogID: $c, asOf: $asOf) {
  policyCategoryID currentDeviceID currentDeviceName buyoutPriceForCurrentDevice buyoutPriceForCurrentDeviceIncVat
  buyoutValueForCurrentDevice buyoutTypeForCurrentDevice taxValueForCurrentDeviceIncVat
  taxableBenefitForCurrentDevice } }`;

type Figures = {
  policyCategoryID: number;
  currentDeviceID: number | null;
  buyoutPriceForCurrentDevice: number | null;
  buyoutPriceForCurrentDeviceIncVat: number | null;
  buyoutValueForCurrentDevice: number | null;
  buyoutTypeForCurrentDevice: 'percent' | 'amount' | null;
};

/**
 * The buy-out of an employee's current devices as of any date, and the PDF quote. Hand-computed world:
 * - phone (mobile, custom tiers <12: 80 %, 12–24: 2 000 kr, 24–36: 30 %, 36+: 0 kr), cost 7 999,99 kr, bought
 *   15.11.2026;
 * - tablet (standard tiers: the account stored none, so the product's defaults 75 / 50 / 25 / 0 %), cost 4 000,00
 *   kr, bought 15.11.2025.
 * A world of its own: Innløs AS (equipment service on) with one account, its vendor Telefonhuset, an equipment admin
 * and the employee Eva with a subscription there; Annen AS is another customer with an account of its own.
 */
describe('buy-out of the current device as of a date, and the quote PDF', () => {
  let s: TestServer;
  let admin: string;
  let employee: string;
  let main: number;
  let person: number;
  let phone: number;
  let adminId: number;
  let other: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Innløs AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Innløs AS' });
    main = account.id;
    const eva = await buildPerson(db, { customer, firstName: 'Eva' });
    await buildSubscription(db, { account, person: eva });
    person = eva.catalogId;
    adminId = (await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [account] }))
      .catalogId;
    admin = await s.tokenFor(adminId);
    employee = await s.tokenFor(person);
    other = (await buildAccount(db, { customer: await buildCustomer(db, { services: [Service.Equipment] }) }))
      .id;
    const [vendor] = await db
      .insert(deviceVendors)
      .values({ customerId: customer.id, name: 'Telefonhuset' })
      .returning({ id: deviceVendors.id });
    const policy = (await s.gql<{ createCEPolicy: { ID: number } }>(admin, CREATE_POLICY, { a: main })).data!
      .createCEPolicy.ID;
    const saved = await s.gql(admin, DETAILS, {
      a: main,
      p: policy,
      d: [
        {
          policyCategoryID: 1,
          active: true,
          covers: 8000,
          timePeriod: 24,
          fullCoverage: 24,
          buyOut: 'custom',
          buyOutT12: 80,
          buyOutT12Type: 'percent',
          buyOut12T24: 2000,
          buyOut12T24Type: 'amount',
          buyOut24T36: 30,
          buyOut24T36Type: 'percent',
          buyOut36P: 0,
          buyOut36PType: 'amount',
        },
        { policyCategoryID: 2, active: true, covers: 5000, buyOut: 'standard' },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect((await s.gql(admin, SET, { a: main, p: policy, c: person })).errors).toBeUndefined();
    const device = async (classId: number, price: number, on: string) => {
      const r = await s.gql<{ createDevice: { ID: number } }>(admin, CREATE_DEVICE, {
        a: main,
        c: classId,
        v: vendor!.id,
        cat: person,
        price,
        on,
      });
      expect(r.errors).toBeUndefined();
      return r.data!.createDevice.ID;
    };
    phone = await device(1, 7999.99, '2026-11-15');
    await device(2, 4000, '2025-11-15');
  });
  afterAll(() => s.close());

  const figuresAsOf = async (asOf: string) => {
    const r = await s.gql<{ userPolicyCategoryDetails: Figures[] }>(admin, FIGURES, {
      a: main,
      c: person,
      asOf,
    });
    expect(r.errors).toBeUndefined();
    return Object.fromEntries(r.data!.userPolicyCategoryDetails.map((f) => [f.policyCategoryID, f]));
  };

  it.each([
    // 799 999 øre × 80 % = 639 999,2 → 639 999 øre; incl. VAT × 1,25 = 799 998,75 → 799 999.
    ['2026-11-15', 'age 0 months, under 12', 6399.99, 7999.99, 80, 'percent'],
    ['2027-02-15', 'age 3 months, under 12', 6399.99, 7999.99, 80, 'percent'],
    // 12–24: the amount 2 000 kr, below the cost price; incl. VAT 2 500.
    ['2027-11-15', 'age 12 months', 2000, 2500, 2000, 'amount'],
    // 24–36: 799 999 × 30 % = 239 999,7 → 240 000 øre; incl. VAT 3 000.
    ['2029-11-14', 'age 35 months', 2400, 3000, 30, 'percent'],
    ['2029-11-15', 'age 36 months: the 0 kr tier', 0, 0, 0, 'amount'],
  ] as const)('prices the phone as of %s (%s)', async (asOf, _age, price, incVat, value, type) => {
    const phoneFigures = (await figuresAsOf(asOf))[1]!;
    expect(phoneFigures).toMatchObject({
      currentDeviceID: phone,
      buyoutPriceForCurrentDevice: price,
      buyoutPriceForCurrentDeviceIncVat: incVat,
      buyoutValueForCurrentDevice: value,
      buyoutTypeForCurrentDevice: type,
    });
  });

  it("prices the tablet by the account's standard tiers: 12 months old, 50 % of 4 000 kr = 2 000 kr", async () => {
    expect((await figuresAsOf('2026-11-15'))[2]).toMatchObject({
      buyoutPriceForCurrentDevice: 2000,
      buyoutPriceForCurrentDeviceIncVat: 2500,
      buyoutValueForCurrentDevice: 50,
      buyoutTypeForCurrentDevice: 'percent',
    });
  });

  // Issue 32 §2: the tax value of the phone (cost 7 999,99 kr excl. = 9 999,99 kr incl. VAT) by the rule for used
  // phones and computers, and the taxable benefit of a buy-out price below it (both incl. VAT).
  it.each([
    // 80 % of 9 999,99 = 7 999,992 → 7 999,99; the price incl. VAT is the same: no benefit.
    ['2026-11-15', 7999.99, 0],
    // 50 % = 4 999,995 → 5 000,00; the 2 000 kr tier is 2 500 incl.: 2 500 kr benefit.
    ['2027-11-15', 5000, 2500],
    // 20 % = 1 999,998 → 2 000,00; the 30 % tier is 3 000 incl., above it: none.
    ['2029-11-14', 2000, 0],
    // 36 months: the fixed 500 kr, bought out for 0 kr: 500 kr.
    ['2029-11-15', 500, 500],
  ] as const)('values the phone for tax as of %s', async (asOf, taxValue, benefit) => {
    expect((await figuresAsOf(asOf))[1]).toMatchObject({
      taxValueForCurrentDeviceIncVat: taxValue,
      taxableBenefitForCurrentDevice: benefit,
    });
  });

  it('lets the employee read their own figures (no role needed), and nobody else’s', async () => {
    const own = await s.gql<{ userPolicyCategoryDetails: (Figures & { policyName: string })[] }>(
      employee,
      `query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c) { policyCategoryID
        policyName buyoutPriceForCurrentDevice } }`,
      { a: main, c: person },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.userPolicyCategoryDetails[0]).toMatchObject({
      policyCategoryID: 1,
      policyName: 'Innløsningstest',
      buyoutPriceForCurrentDevice: 6399.99,
    });
    const other = await s.gql(employee, FIGURES, { a: main, c: adminId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('has no buy-out before the device was bought', async () => {
    expect((await figuresAsOf('2026-11-14'))[1]).toMatchObject({
      currentDeviceID: null,
      buyoutPriceForCurrentDevice: null,
    });
  });

  const quote = (deviceId: number, query: string, language = 'en-GB,en;q=0.9') =>
    s.app.inject({
      method: 'GET',
      url: `/api/devices/${deviceId}/buy-out-quote?${query}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
    });

  it('writes the quote for a date three months ahead as a PDF in the reader’s language', async () => {
    const en = await quote(phone, `accountID=${main}&date=2027-02-15`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain(`buy-out-${phone}-2027-02-15.pdf`);
    const text = pdfText(en.rawPayload);
    expect(text).toContain('Buy-out quote');
    expect(text).toContain('as of 15.02.2027');
    expect(text).toMatch(/Age: ?\n?3 months/);
    expect(text).toMatch(/Buy-out price excl\. VAT: ?\n?6\u00a0399,99\u00a0kr/);
    expect(text).toMatch(/Buy-out price incl\. VAT: ?\n?7\u00a0999,99\u00a0kr/);

    const nb = pdfText((await quote(phone, `accountID=${main}&date=2027-11-15`, 'nb-NO')).rawPayload);
    expect(nb).toContain('Tilbud om innløsning');
    expect(nb).toMatch(/Innløsningspris eks\. mva\.: ?\n?2\u00a0000,00\u00a0kr/);
    expect(nb).toMatch(/Skattemessig verdi inkl\. mva\.: ?\n?5\u00a0000,00\u00a0kr/);
    expect(nb).toMatch(/Skattepliktig fordel \(innberettes i a-meldingen\): ?\n?2\u00a0500,00\u00a0kr/);
  });

  it('refuses a date before the purchase, a bad date, and a device of an account the caller does not name', async () => {
    const before = await quote(phone, `accountID=${main}&date=2026-11-14`);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('The date is before the device was bought.');
    expect((await quote(phone, `accountID=${main}&date=2026-13-01`)).statusCode).toBe(400);
    expect((await quote(phone, `accountID=${main}&date=9999-12-31`)).statusCode).toBe(400);
    expect((await quote(phone, `accountID=${other}`)).statusCode).toBe(404);
  });
});
