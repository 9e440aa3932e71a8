import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuideline, buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { signOrderCall } from './webshop-signing.ts';

const LOGIN = 'query { userWebshopLogin { redirectUrl } }';
const ACCEPT = 'mutation { respondToCEGuideline(accepted: true) }';
const LINES = `query { CEOrderLines { orderNumber productName status costPrice employeeInvoiceAmount
  employeeInvoiceAmountIncVat policyCategoryName purchasedBy { firstName } } }`;
const FIGURES = `query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c) {
  policyCategoryID currentPolicyCategoryCredit lastPurchaseDate } }`;

/**
 * The loop through the embedded demo webshop on a world of its own: Handel AS (equipment service on) has a guideline
 * to accept before the webshop, an equipment admin (Siri, with a phone there too) and the employee Eva with a subscription, in the policy
 * Standard (mobile 6 000 kr over 24 months, a new device 24 months after the last purchase on 15.08.2025, so from
 * 15.08.2027); Annen AS is another customer with a person of its own. As Eva on 15.11.2026: log in
 * with the signed URL, buy an iPhone 16 (9 592,00 kr excl. VAT) before the eligibility date, have it delivered, and
 * see the full price charged and the credit kept; then the order call's refusals, and a return.
 * delivery-credit.int.test.ts has the deliveries that use the credit.
 */
describe('webshop: signed login, demo shop, order lines', () => {
  let s: TestServer;
  let employee: string;
  let admin: string;
  let cookie = '';
  let creditBefore = 0;
  let main: number;
  let eva: number;
  let siri: number;
  let otherPerson: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Handel AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Handel AS' });
    main = account.id;
    await buildGuideline(db, { account });
    const person = await buildPerson(db, { customer, firstName: 'Eva' });
    await buildSubscription(db, { account, person });
    const policy = await buildPolicy(db, {
      account,
      name: 'Standard',
      categories: { mobile: { coversOre: 600_000, timePeriod: 24, fullCoverage: 24 } },
    });
    await buildPolicyMember(db, { policy, person, lastPurchases: { mobile: '2025-08-15' } });
    eva = person.catalogId;
    // Siri has a phone of her own in the account: shopping as someone, she shops in the account of her own.
    const adminPerson = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    await buildSubscription(db, { account, person: adminPerson });
    siri = adminPerson.catalogId;
    otherPerson = (
      await buildPerson(db, { customer: await buildCustomer(db, { services: [Service.Equipment] }) })
    ).catalogId;
    employee = await s.tokenFor(eva);
    admin = await s.tokenFor(siri);
  });
  afterAll(() => s.close());

  const mobile = async () => {
    const r = await s.gql<{
      userPolicyCategoryDetails: {
        policyCategoryID: number;
        currentPolicyCategoryCredit: number;
        lastPurchaseDate: string | null;
      }[];
    }>(admin, FIGURES, { a: main, c: eva });
    return r.data!.userPolicyCategoryDetails.find((c) => c.policyCategoryID === 1)!;
  };
  const shop = (method: 'GET' | 'POST', url: string, payload?: string) =>
    s.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(payload === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      payload,
    });
  const lines = async () =>
    (await s.gql<{ CEOrderLines: Record<string, unknown>[] }>(employee, LINES)).data!.CEOrderLines;

  it('asks for the guideline first, then answers a signed URL that logs in once', async () => {
    const refused = await s.gql(employee, LOGIN);
    expect(refused.errors?.[0]?.message).toBe('Accept the equipment guideline before you go to the webshop.');
    await s.gql(employee, ACCEPT);
    const url = (await s.gql<{ userWebshopLogin: { redirectUrl: string } }>(employee, LOGIN)).data!
      .userWebshopLogin.redirectUrl;
    expect(url).toMatch(/^\/demo-webshop\/login\?token=[\w%.-]+$/);

    const first = await s.app.inject({ method: 'GET', url });
    if (first.statusCode !== 303) console.log('LOGIN', first.body.slice(0, 1500));
    expect(first.statusCode).toBe(303);
    cookie = `demo_webshop=${first.cookies.find((c) => c.name === 'demo_webshop')!.value}`;
    const again = await s.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('allerede brukt');

    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const altered = await s.app.inject({ method: 'GET', url: `/demo-webshop/login?token=x${token}` });
    expect(altered.statusCode).toBe(403);
    expect(altered.body).toContain('ikke gyldig');
  });

  it('lets an equipment admin shop as an employee of the account, and nobody else shop as someone', async () => {
    const as = `query($c: Int) { userWebshopLogin(catalogID: $c) { redirectUrl } }`;
    const byAdmin = await s.gql<{ userWebshopLogin: { redirectUrl: string } }>(admin, as, { c: eva });
    expect(byAdmin.errors).toBeUndefined();
    const token = new URL(byAdmin.data!.userWebshopLogin.redirectUrl, 'http://x').searchParams.get('token')!;
    const login = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(login).toMatchObject({ catalogId: eva, purchaserCatalogId: siri });
    const byEmployee = await s.gql(employee, as, { c: siri });
    expect(byEmployee.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreign = await s.gql(admin, as, { c: otherPerson });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a login URL older than 5 minutes', async () => {
    const url = (await s.gql<{ userWebshopLogin: { redirectUrl: string } }>(employee, LOGIN)).data!
      .userWebshopLogin.redirectUrl;
    s.clock.advance(301_000);
    try {
      const late = await s.app.inject({ method: 'GET', url });
      expect(late.statusCode).toBe(403);
      expect(late.body).toContain('utløpt');
    } finally {
      s.clock.advance(-301_000);
    }
  });

  it('shows the full price before the eligibility date, and a bought phone comes back as an ordered line', async () => {
    creditBefore = (await mobile()).currentPolicyCategoryCredit;
    // 15 months since 15.08.2025 at 250 kr: 3 750 kr, less than the phone's 9 592 kr.
    expect(creditBefore).toBe(3750);
    const store = await shop('GET', '/demo-webshop/');
    expect(store.statusCode).toBe(200);
    expect(store.body).toContain('iPhone 16 128 GB');
    expect(store.body).toContain('Du betaler 9');
    expect(store.body).toContain('Ny enhet fra 15.08.2027.');

    expect((await shop('POST', '/demo-webshop/orders', 'product=iphone-16')).statusCode).toBe(303);
    expect(await lines()).toMatchObject([
      { productName: 'iPhone 16 128 GB', status: 'ordered', costPrice: 9592, employeeInvoiceAmount: 0 },
    ]);
  });

  it('a delivery before the eligibility date charges the full price and keeps the mobile credit', async () => {
    const page = await shop('GET', '/demo-webshop/');
    const lineId = /\/demo-webshop\/orders\/([\w-]+)\/deliver/.exec(page.body)![1]!;
    const delivered = await shop('POST', `/demo-webshop/orders/${lineId}/deliver`);
    if (delivered.statusCode !== 303) console.log('DELIVER', delivered.body.slice(0, 2000));
    expect(delivered.statusCode).toBe(303);
    expect(await lines()).toMatchObject([
      {
        status: 'delivered',
        employeeInvoiceAmount: 9592,
        // 959 200 × 1,25 = 1 199 000.
        employeeInvoiceAmountIncVat: 11_990,
        policyCategoryName: 'mobile',
        purchasedBy: { firstName: 'Eva' },
      },
    ]);
    expect(await mobile()).toMatchObject({
      lastPurchaseDate: '2025-08-15',
      currentPolicyCategoryCredit: creditBefore,
    });
    const discovered = await queryRows(
      s.database.db,
      sql`select d.source, d.description, d.catalog_id as "catalogId", d.seen_on as "seenOn"
          from discovered_devices d join ce_order_lines l on l.id = d.order_line_id where l.line_id = ${lineId}`,
    );
    expect(discovered).toEqual([
      {
        source: 'webshop',
        description: 'iPhone 16 128 GB',
        catalogId: eva,
        seenOn: '2026-11-15',
      },
    ]);
  });

  const call = (body: Record<string, unknown>, signed = true) => {
    const text = JSON.stringify(body);
    return s.app.inject({
      method: 'POST',
      url: '/api/webshop/order-lines',
      headers: {
        'content-type': 'application/json',
        ...(signed
          ? signOrderCall(text, s.config.webshopSecret, Math.floor(s.clock.now().getTime() / 1000))
          : {}),
      },
      payload: text,
    });
  };
  const line = (status: string) => ({
    orderLineId: 'EXT-1',
    orderNumber: 'EXT',
    orderDate: '2026-11-15',
    accountId: main,
    catalogId: eva,
    purchasedByCatalogId: eva,
    productName: 'Jabra Evolve2 65',
    policyCategoryId: 4,
    costPriceOre: 199_200,
    status,
  });

  it('refuses an unsigned or stale call and an unknown status; a repeated call changes nothing', async () => {
    expect((await call(line('ordered'), false)).statusCode).toBe(401);
    expect((await call(line('shipped'))).statusCode).toBe(400);
    expect((await call(line('ordered'))).json()).toEqual({
      lineId: 'EXT-1',
      status: 'ordered',
      changed: true,
    });
    expect((await call(line('ordered'))).json()).toEqual({
      lineId: 'EXT-1',
      status: 'ordered',
      changed: false,
    });
    expect((await call(line('cancelled'))).json()).toMatchObject({ changed: true });
    expect((await call(line('delivered'))).statusCode).toBe(409);
  });

  it('refuses an order or a delivery dated after today, writing nothing (issue 28 §7)', async () => {
    const future = { ...line('delivered'), orderLineId: 'EXT-FUTURE', deliveredOn: '2026-11-16' };
    const refused = await call(future);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'deliveredOn', reason: 'futureDate' },
    });
    const ordered = await call({ ...line('ordered'), orderLineId: 'EXT-FUTURE', orderDate: '2099-01-01' });
    expect(ordered.json()).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'orderDate' } });
    const stored = await queryRows(
      s.database.db,
      sql`select 1 from ce_order_lines where line_id = 'EXT-FUTURE'`,
    );
    expect(stored).toEqual([]);
  });

  it('a return (cancelled after delivery) drops the share and leaves the credit as it was', async () => {
    const page = await shop('GET', '/demo-webshop/');
    const lineId = /\/demo-webshop\/orders\/([\w-]+)\/cancel/.exec(page.body)![1]!;
    expect((await shop('POST', `/demo-webshop/orders/${lineId}/cancel`)).statusCode).toBe(303);
    const phone = (await lines()).find((l) => l.productName === 'iPhone 16 128 GB');
    expect(phone).toMatchObject({ status: 'cancelled', employeeInvoiceAmount: 0 });
    expect((await mobile()).currentPolicyCategoryCredit).toBe(creditBefore);
    const [discovered] = await queryRows<{ dismissed: boolean }>(
      s.database.db,
      sql`select d.dismissed_at is not null as dismissed
          from discovered_devices d join ce_order_lines l on l.id = d.order_line_id where l.line_id = ${lineId}`,
    );
    expect(discovered).toEqual({ dismissed: true });
  });
});
