import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { signOrderCall } from './webshop-signing.ts';

const FIGURES = `query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c) {
  policyCategoryID currentPolicyCategoryCredit environmentalBonusAccrued creditAvailableNow creditAvailableNowIncVat
  lastPurchaseDate } }`;
const CORRECT = `mutation($p: Int!, $c: Int!, $k: Int!, $a: Float!) {
  correctUserCredit(policyID: $p, catalogID: $c, policyCategoryID: $k, amount: $a) { policyCategoryID } }`;

/**
 * A delivery's share through the real order-line route (domain.md, Equipment policies: a purchase), every figure by
 * hand. On a world of its own, Leveranse AS (equipment service on), the employee Eva gets a policy of her own,
 * member since 01.01.2024:
 * - mobile (1): 6 000 kr over 24 months (250,00 kr a month), time period 0, last purchase 15.10.2026;
 * - tablet (2): the same rules, last purchase 15.10.2026;
 * - computer (3): 10 000 kr over 12 months, bonus 1 000 kr over 12 months, time period 0, last purchase 15.11.2024
 *   (full on 15.11.2025, the whole bonus on 15.11.2026);
 * - headset (4): 2 000 kr over 12 months, time period 24, last purchase 15.05.2025 (a new device from 15.05.2027).
 */
describe('webshop delivery: the credit as it is, the bonus, the eligibility date', () => {
  let s: TestServer;
  let admin: string;
  let adminId: number;
  let person: number;
  let policy: number;
  let account: BuiltAccount;
  const main = () => account.id;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Leveranse AS', services: [Service.Equipment] });
    account = await buildAccount(db, { customer, name: 'Leveranse AS' });
    const employee = await buildPerson(db, { customer, firstName: 'Eva' });
    await buildSubscription(db, { account, person: employee });
    person = employee.catalogId;
    const built = await buildPolicy(db, {
      account,
      name: 'Delivery test',
      categories: {
        mobile: { coversOre: 600_000, timePeriod: 0, fullCoverage: 24 },
        tablet: { coversOre: 600_000, timePeriod: 0, fullCoverage: 24 },
        computer: {
          coversOre: 1_000_000,
          timePeriod: 0,
          fullCoverage: 12,
          bonusOre: 100_000,
          bonusMonths: 12,
        },
        headset: { coversOre: 200_000, timePeriod: 24, fullCoverage: 12 },
      },
    });
    policy = built.id;
    await buildPolicyMember(db, {
      policy: built,
      person: employee,
      memberSince: '2024-01-01',
      lastPurchases: {
        mobile: '2026-10-15',
        tablet: '2026-10-15',
        computer: '2024-11-15',
        headset: '2025-05-15',
      },
    });
    // The admin has a phone in the account: shopping as Eva, they shop in the account of their own.
    const adminPerson = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    await buildSubscription(db, { account, person: adminPerson });
    adminId = adminPerson.catalogId;
    admin = await s.tokenFor(adminId);
  });
  afterAll(() => s.close());

  /** Moves the clock to noon on `date` (Oslo) with a session of that time. */
  const at = async (date: string) => {
    s.clock.set(`${date}T12:00:00+01:00`);
    admin = await s.tokenFor(adminId);
  };
  const correct = async (categoryId: number, kroner: number) => {
    const r = await s.gql(admin, CORRECT, { p: policy, c: person, k: categoryId, a: kroner });
    expect(r.errors).toBeUndefined();
  };
  const category = async (categoryId: number) => {
    const r = await s.gql<{
      userPolicyCategoryDetails: {
        policyCategoryID: number;
        currentPolicyCategoryCredit: number;
        environmentalBonusAccrued: number;
        creditAvailableNow: number;
        creditAvailableNowIncVat: number;
        lastPurchaseDate: string | null;
      }[];
    }>(admin, FIGURES, { a: main(), c: person });
    return r.data!.userPolicyCategoryDetails.find((c) => c.policyCategoryID === categoryId)!;
  };
  /** The webshop's signed call for one line of the person, ordered on 15.11.2026. */
  const order = async (
    lineId: string,
    categoryId: number,
    costPriceOre: number,
    status: string,
    on?: string,
  ) => {
    const text = JSON.stringify({
      orderLineId: lineId,
      orderNumber: `O-${lineId}`,
      orderDate: '2026-11-14',
      accountId: main(),
      catalogId: person,
      purchasedByCatalogId: person,
      productName: `Device ${lineId}`,
      policyCategoryId: categoryId,
      costPriceOre,
      status,
      ...(on ? { deliveredOn: on } : {}),
    });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/webshop/order-lines',
      headers: {
        'content-type': 'application/json',
        ...signOrderCall(text, s.config.webshopSecret, Math.floor(s.clock.now().getTime() / 1000)),
      },
      payload: text,
    });
    expect(res.statusCode).toBe(200);
  };
  const deliver = async (lineId: string, categoryId: number, costPriceOre: number, deliveredOn: string) => {
    await order(lineId, categoryId, costPriceOre, 'ordered');
    await order(lineId, categoryId, costPriceOre, 'delivered', deliveredOn);
    const [line] = await queryRows<{ share: number; used: number }>(
      s.database.db,
      sql`select employee_share::int as share, credit_used::int as used from ce_order_lines where line_id = ${lineId}`,
    );
    return line!;
  };
  const booked = async (lineId: string) => {
    const [row] = await queryRows<{ amount: number }>(
      s.database.db,
      sql`select sum(d.amount)::int as amount from equipment_deductions d
          join ce_order_lines l on l.id = d.source_id and d.source = 'webshop' where l.line_id = ${lineId}`,
    );
    return row!.amount;
  };

  it('the signed login carries per category what a purchase may use now and the eligibility date', async () => {
    await at('2026-11-15');
    const r = await s.gql<{ userWebshopLogin: { redirectUrl: string } }>(
      admin,
      'query($c: Int) { userWebshopLogin(catalogID: $c) { redirectUrl } }',
      { c: person },
    );
    const url = r.data!.userWebshopLogin.redirectUrl;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const login = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    // Mobile and tablet: one month, 25 000; computer: 1 000 000 + the whole bonus 100 000; headset: full, but not
    // before 15.05.2027, so 0.
    expect(login.credit).toEqual([
      { categoryId: 1, credit: 25_000, eligibleFrom: '2026-10-15' },
      { categoryId: 2, credit: 25_000, eligibleFrom: '2026-10-15' },
      { categoryId: 3, credit: 1_100_000, eligibleFrom: '2024-11-15' },
      { categoryId: 4, credit: 0, eligibleFrom: '2027-05-15' },
    ]);
    const entered = await s.app.inject({ method: 'GET', url });
    const cookie = `demo_webshop=${entered.cookies.find((c) => c.name === 'demo_webshop')!.value}`;
    const store = await s.app.inject({ method: 'GET', url: '/demo-webshop/', headers: { cookie } });
    expect(store.body).toContain('Ny enhet fra 15.05.2027. Før det betaler du hele prisen selv.');
    expect(store.body.match(/data-eligible-from=/g)).toHaveLength(1);
  });

  it('a correction on the delivery day counts in that delivery once; one made after it, in the next cycle', async () => {
    await at('2026-11-15');
    // 15.10 → 15.11: one month, 250,00 kr; −500,00 kr that day: −250,00 kr, owed.
    await correct(1, -500);
    expect((await category(1)).currentPolicyCategoryCredit).toBe(-250);
    // 3 250,00 kr − (−250,00 kr) = 3 500,00 kr, all of it the employee's; the credit paid nothing.
    expect(await deliver('NEG-SAME-DAY', 1, 325_000, '2026-11-15')).toEqual({ share: 350_000, used: 0 });
    expect(await booked('NEG-SAME-DAY')).toBe(350_000);
    // The credit starts again from 0: the −500,00 kr is not charged a second time.
    expect(await category(1)).toMatchObject({
      currentPolicyCategoryCredit: 0,
      lastPurchaseDate: '2026-11-15',
    });
    // −100,00 kr later the same day, after the delivery: in the new cycle, not lost.
    await correct(1, -100);
    expect((await category(1)).currentPolicyCategoryCredit).toBe(-100);
    await at('2026-12-15');
    // One month of the new cycle: 250,00 − 100,00 = 150,00 kr.
    expect((await category(1)).currentPolicyCategoryCredit).toBe(150);
  });

  it('a correction the day before a delivery is charged in it, not lost', async () => {
    await at('2026-11-14');
    // 15.10 → 14.11: no whole month yet, 0; −1 000,00 kr: −1 000,00 kr.
    await correct(2, -1000);
    expect((await category(2)).currentPolicyCategoryCredit).toBe(-1000);
    await at('2026-11-15');
    // 15.11: 250,00 − 1 000,00 = −750,00 kr. A 2 000,00 kr tablet: 2 000,00 + 750,00 = 2 750,00 kr.
    expect(await deliver('NEG-DAY-BEFORE', 2, 200_000, '2026-11-15')).toEqual({ share: 275_000, used: 0 });
    expect((await category(2)).currentPolicyCategoryCredit).toBe(0);
    await at('2026-12-15');
    expect((await category(2)).currentPolicyCategoryCredit).toBe(250);
    // A return gives the old cycle back with its correction: 15.10 → 15.12 two months, 500,00 − 1 000,00 kr.
    await order('NEG-DAY-BEFORE', 2, 200_000, 'cancelled');
    expect(await category(2)).toMatchObject({
      currentPolicyCategoryCredit: -500,
      lastPurchaseDate: '2026-10-15',
    });
  });

  it('the environmental bonus accrued so far lowers the price; credit and bonus restart after the delivery', async () => {
    await at('2026-11-15');
    // Full 10 000,00 kr since 15.11.2025 and 12 months of bonus: 1 000,00 kr. A 12 000,00 kr laptop:
    // 12 000,00 − 11 000,00 = 1 000,00 kr; the credit and bonus paid 11 000,00 kr.
    // 1 100 000 × 1,25 = 1 375 000 incl. VAT.
    expect(await category(3)).toMatchObject({
      currentPolicyCategoryCredit: 10_000,
      environmentalBonusAccrued: 1000,
      creditAvailableNow: 11_000,
      creditAvailableNowIncVat: 13_750,
    });
    expect(await deliver('BONUS', 3, 1_200_000, '2026-11-15')).toEqual({ share: 100_000, used: 1_100_000 });
    expect(await category(3)).toMatchObject({ currentPolicyCategoryCredit: 0, environmentalBonusAccrued: 0 });
    await at('2026-12-15');
    // One month: floor(1 000 000 / 12) = 83 333 øre; no bonus before the credit is full again.
    expect(await category(3)).toMatchObject({
      currentPolicyCategoryCredit: 833.33,
      environmentalBonusAccrued: 0,
    });
  });

  it('before the eligibility date the full price is the employee’s and the credit stays as it was', async () => {
    await at('2026-11-15');
    // 18 months since 15.05.2025 ≥ 12: the full 2 000,00 kr, but a new device only from 15.05.2027.
    expect(await category(4)).toMatchObject({ currentPolicyCategoryCredit: 2000, creditAvailableNow: 0 });
    expect(await deliver('EARLY', 4, 150_000, '2026-11-15')).toEqual({ share: 150_000, used: 0 });
    expect(await booked('EARLY')).toBe(150_000);
    expect(await category(4)).toMatchObject({
      currentPolicyCategoryCredit: 2000,
      lastPurchaseDate: '2025-05-15',
    });
  });

  it('the members list sums the same credit in SQL, without the corrections a delivery charged', async () => {
    await at('2026-11-15');
    const r = await s.gql<{ CEPolicyMembers: { bnUser: { catalogID: number }; amount: number }[] }>(
      admin,
      'query($a: Int!, $p: Int!) { CEPolicyMembers(accountID: $a, policyID: $p) { bnUser { catalogID } amount } }',
      { a: main(), p: policy },
    );
    // Mobile −100,00 (the −500,00 kr was charged in its delivery); tablet back in its old cycle after the return:
    // 250,00 − 1 000,00 = −750,00; computer 0,00; headset 2 000,00. −100 − 750 + 0 + 2 000 = 1 150,00 kr.
    expect(r.data!.CEPolicyMembers).toEqual([{ bnUser: { catalogID: person }, amount: 1150 }]);
  });
});
