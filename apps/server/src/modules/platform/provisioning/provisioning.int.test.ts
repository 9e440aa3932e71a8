import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUsage } from '../../../../test/factories/cost.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const KEY = 'operator-provisioning-key-0123456789';

/** A small company as the operator sends it: two accounts (one under the other), two billing groups, people. */
/** Each company's numbers, the same every time its batch is built. */
const prefixes: string[] = [];
function company(prefix: string) {
  const c = `${prefix}-C`;
  if (!prefixes.includes(prefix)) prefixes.push(prefix);
  const n = String(prefixes.indexOf(prefix)).padStart(3, '0');
  return {
    customers: [{ id: c, name: `${prefix} Bygg AS`, vatNo: '999888777', services: ['connectequipment'] }],
    accounts: [
      { customer: c, id: `${prefix}-A1`, name: `${prefix} Bygg AS`, customerNumber: '700100' },
      { customer: c, id: `${prefix}-A2`, name: `${prefix} Vest`, parent: `${prefix}-A1` },
    ],
    billingGroups: [
      { customer: c, id: `${prefix}-B1`, account: `${prefix}-A1`, name: 'Hovedkontor' },
      { customer: c, id: `${prefix}-B2`, account: `${prefix}-A2`, name: 'Vest', useVat: false },
    ],
    people: [
      {
        customer: c,
        id: `${prefix}-P1`,
        firstName: 'Ada',
        lastName: 'Admin',
        email: `ada@${prefix.toLowerCase()}.example`,
        mobile: '+47 400 00 001',
        employeeNumber: '1',
        department: 'Ledelse',
        position: 'Daglig leder',
        roles: ['CostControl', 'ConnectEquipmentOverview'],
        accountAccess: [`${prefix}-A1`],
      },
      { customer: c, id: `${prefix}-P2`, firstName: 'Bo', lastName: 'Bruker', department: 'Drift' },
    ],
    subscriptions: [
      {
        customer: c,
        id: `${prefix}-S1`,
        number: `+47480${n}01`,
        account: `${prefix}-A1`,
        billingGroup: `${prefix}-B1`,
        person: `${prefix}-P1`,
      },
      {
        customer: c,
        id: `${prefix}-S2`,
        number: `+47480${n}02`,
        product: 'data',
        account: `${prefix}-A2`,
        billingGroup: `${prefix}-B2`,
        person: `${prefix}-P2`,
      },
    ],
  };
}

describe('provisioning (REST)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { PROVISIONING_API_KEY: KEY } });
  });
  afterAll(() => s.close());

  const post = (body: unknown, opts: { key?: string | null; dryRun?: boolean } = {}) =>
    s.app.inject({
      method: 'POST',
      url: `/api/provisioning${opts.dryRun ? '?dryRun=true' : ''}`,
      headers: opts.key === null ? {} : { authorization: `Bearer ${opts.key ?? KEY}` },
      payload: body as object,
    });

  /** Everything provisioning writes, as text: equal before and after means nothing changed. */
  async function snapshot(): Promise<string> {
    const tables = [
      'customers',
      'customer_services',
      'departments',
      'accounts',
      'account_tree',
      'billing_groups',
      'people',
      'person_roles',
      'configs',
      'config_users',
      'account_access',
      'subscriptions',
      'provisioned_ids',
      'outbox_messages',
      'password_set_tokens',
    ];
    const parts: unknown[] = [];
    for (const t of tables)
      parts.push(await queryRows(s.database.db, sql.raw(`select * from ${t} order by 1, 2`)));
    return JSON.stringify(parts);
  }

  it('takes only the provisioning key: none or a wrong one answers 401, a person 403', async () => {
    expect((await post(company('K0'), { key: null })).statusCode).toBe(401);
    expect((await post(company('K0'), { key: 'wrong-key-0123456789abcdef' })).statusCode).toBe(401);
    expect((await post(company('K0'), { key: s.config.ingestApiKey })).statusCode).toBe(401);
    const customer = await buildCustomer(s.database.db);
    const account = await buildAccount(s.database.db, { customer });
    const admin = await buildPerson(s.database.db, { customer, roles: ['CostControl'], access: [account] });
    expect((await post(company('K0'), { key: await s.tokenFor(admin.catalogId) })).statusCode).toBe(403);
  });

  it('a dry run answers what would change and changes nothing', async () => {
    const before = await snapshot();
    const res = await post(company('DRY'), { dryRun: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dryRun).toBe(true);
    expect(body.counts.subscriptions).toEqual({ created: 2, updated: 0, ended: 0, unchanged: 0 });
    expect(body.counts.accounts.created).toBe(2);
    expect(body.changes).toContainEqual({
      kind: 'person',
      id: 'DRY-P1',
      customer: 'DRY-C',
      change: 'created',
    });
    expect(await snapshot()).toBe(before);
  });

  it('creates the company, and the same batch sent again changes nothing', async () => {
    const first = await post(company('TWICE'));
    expect(first.statusCode).toBe(200);
    expect(first.json().counts.people).toEqual({ created: 2, updated: 0, ended: 0, unchanged: 0 });
    const [sub] = await queryRows<{ account: string; group: string; vat: boolean; person: string }>(
      s.database.db,
      sql`select a.name as account, g.name as group, g.use_vat as vat, p.first_name as person
        from subscriptions s join accounts a on a.id = s.account_id join billing_groups g on g.id = s.billing_group_id
        join people p on p.catalog_id = s.catalog_id join provisioned_ids pi on pi.kind = 'subscription'
          and pi.internal_id = s.id where pi.external_id = 'TWICE-S2'`,
    );
    expect(sub).toEqual({ account: 'TWICE Vest', group: 'Vest', vat: false, person: 'Bo' });
    const [tree] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from account_tree t join accounts a on a.id = t.descendant_id
        where a.name = 'TWICE Vest' and t.depth = 1`,
    );
    expect(tree!.n).toBe(1);
    const after = await snapshot();
    const again = await post(company('TWICE'));
    expect(again.statusCode).toBe(200);
    expect(again.json().changes).toEqual([]);
    expect(again.json().counts.subscriptions).toEqual({ created: 0, updated: 0, ended: 0, unchanged: 2 });
    expect(await snapshot()).toBe(after);
  });

  it('refuses a bad batch whole, naming every bad record, and changes nothing', async () => {
    const before = await snapshot();
    const batch = company('BAD');
    batch.accounts[1]!.parent = 'BAD-NOPE';
    batch.people[1]!.firstName = '';
    batch.subscriptions[0]!.billingGroup = 'BAD-B2';
    batch.subscriptions.push({ ...batch.subscriptions[1]!, id: 'BAD-S3' });
    const res = await post(batch);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_USER_INPUT');
    expect(body.details.errors).toEqual([
      { kind: 'person', id: 'BAD-P2', field: 'firstName', message: 'must not be empty' },
    ]);
    // The parse errors come first and stop the batch before the database is asked; then the rest is checked.
    batch.people[1]!.firstName = 'Bo';
    const second = (await post(batch)).json();
    expect(second.details.errors).toEqual(
      expect.arrayContaining([
        { kind: 'account', id: 'BAD-A2', field: 'parent', message: 'no such account: BAD-NOPE' },
        expect.objectContaining({ kind: 'subscription', id: 'BAD-S1', field: 'billingGroup' }),
        expect.objectContaining({ kind: 'subscription', id: 'BAD-S3', field: 'number' }),
      ]),
    );
    expect(await snapshot()).toBe(before);
  });

  it('moves a subscription, gives it to another person, ends it and lets a person leave, keeping the rows', async () => {
    const batch = company('MOVE');
    expect((await post(batch)).statusCode).toBe(200);
    batch.subscriptions[0] = {
      ...batch.subscriptions[0]!,
      account: 'MOVE-A2',
      billingGroup: 'MOVE-B2',
      person: 'MOVE-P2',
    };
    batch.subscriptions[1] = { ...batch.subscriptions[1]!, endedOn: '2026-11-30' } as never;
    batch.people[1] = { ...batch.people[1]!, leavingDate: '2026-12-31' } as never;
    const res = await post(batch);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      { kind: 'person', id: 'MOVE-P2', customer: 'MOVE-C', change: 'ended' },
      { kind: 'subscription', id: 'MOVE-S1', customer: 'MOVE-C', change: 'updated' },
      { kind: 'subscription', id: 'MOVE-S2', customer: 'MOVE-C', change: 'ended' },
    ]);
    const rows = await queryRows<{ ext: string; account: string; person: string; ended_on: string | null }>(
      s.database.db,
      sql`select pi.external_id as ext, a.name as account, p.first_name as person, s.ended_on
        from provisioned_ids pi join subscriptions s on s.id = pi.internal_id join accounts a on a.id = s.account_id
        join people p on p.catalog_id = s.catalog_id
        where pi.kind = 'subscription' and pi.external_id like 'MOVE-%' order by pi.external_id`,
    );
    expect(rows).toEqual([
      { ext: 'MOVE-S1', account: 'MOVE Vest', person: 'Bo', ended_on: null },
      { ext: 'MOVE-S2', account: 'MOVE Vest', person: 'Bo', ended_on: '2026-11-30' },
    ]);
    const [bo] = await queryRows<{ leaving_date: string }>(
      s.database.db,
      sql`select leaving_date from people where first_name = 'Bo' and email is null
        and catalog_id in (select internal_id from provisioned_ids where external_id = 'MOVE-P2')`,
    );
    expect(bo!.leaving_date).toBe('2026-12-31');
  });

  it('removes the open months after an end it sends, and gives them back when it takes the end back', async () => {
    const batch = company('END');
    expect((await post(batch)).statusCode).toBe(200);
    const [sub] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select internal_id as id from provisioned_ids where kind = 'subscription' and external_id = 'END-S1'`,
    );
    await buildUsage(s.database.db, s.clock, sub!, [
      { date: '2026-10-05', category: 'Samtaler innland', amountOre: 12_000 },
      { date: '2026-11-05', category: 'Samtaler innland', amountOre: 3_000 },
    ]);
    const months = () =>
      queryRows<{ period: string; total: number }>(
        s.database.db,
        sql`select to_char(period, 'YYYY-MM') as period, total_ore as total from subscription_month_costs
          where subscription_id = ${sub!.id} order by period`,
      );
    expect(await months()).toEqual([
      { period: '2026-10', total: 12_000 },
      { period: '2026-11', total: 3_000 },
    ]);
    const [s1, s2] = batch.subscriptions;
    const ended = { ...batch, subscriptions: [{ ...s1!, endedOn: '2026-10-31' }, s2!] };
    expect((await post(ended)).statusCode).toBe(200);
    expect(await months()).toEqual([{ period: '2026-10', total: 12_000 }]);
    // The batch as it was: without the end.
    expect((await post(batch)).json().changes).toEqual([
      { kind: 'subscription', id: 'END-S1', customer: 'END-C', change: 'updated' },
    ]);
    expect(await months()).toEqual([
      { period: '2026-10', total: 12_000 },
      { period: '2026-11', total: 3_000 },
    ]);
  });

  it('e-mails the first administrator a link to set the password, once', async () => {
    await post(company('MAIL'));
    const mails = await queryRows<{ recipient: string; body: string }>(
      s.database.db,
      sql`select recipient, body from outbox_messages where recipient = 'ada@mail.example'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/oidc/set-password?token=');
    expect(mails[0]!.body).toContain('Brukernavnet ditt er ada@mail.example');
    await post(company('MAIL'));
    const again = await queryRows(
      s.database.db,
      sql`select 1 from outbox_messages where recipient = 'ada@mail.example'`,
    );
    expect(again).toHaveLength(1);
  });
});
