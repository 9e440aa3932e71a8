import { Role } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/**
 * The users list's sorts read from an index (subscription-walks.ts) give the pages of the plain statement (the
 * whole scope sorted), and its total is exact up to 1 000 past the offset, "more than" the bound beyond. A customer
 * of its own: the account Vest and its sub account Bergen hold 1 200 subscriptions of 300 people whose names tie
 * but for case, four data sizes, and every tenth subscription without a person; the sibling Øst holds 30 more.
 * Profiles (of Vest and Øst) and departments have names that tie but for case; every fifth subscription has no
 * profile, every fourth person no department, and some people change department or name after their
 * subscriptions exist.
 */

const LIST = `query($a: Int!, $sortBy: SubscriptionSort, $limit: Int, $offset: Int, $search: String) {
  subscriptionWithUsers(accountID: $a, sortBy: $sortBy, limit: $limit, offset: $offset, searchString: $search) {
    totalCount totalIsLowerBound items { subscriptionID } } }`;

type Listed = { totalCount: number; totalIsLowerBound: boolean; ids: number[] };

/** The list's order over the whole scope, from the people's own names. */
const PLAIN_ORDER: Record<string, (dir: SQL, desc: boolean) => SQL> = {
  FirstName: (dir, desc) =>
    sql`lower(p.first_name) ${dir}, lower(p.last_name) ${dir}, s.id ${sql.raw(desc ? 'desc' : 'asc')}`,
  PhoneNumber: (dir) => sql`s.phone_number ${dir}, s.id asc`,
  DataSize: (dir) => sql`s.data_included_bytes ${dir}, s.id asc`,
  ProfileName: (dir) => sql`lower(pp.description) ${dir}, s.id asc`,
  Department: (dir) => sql`lower(d.name) ${dir}, s.id asc`,
};

describe('users list walked in index order', () => {
  let s: TestServer;
  let admin: string;
  let tree: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db);
    const west = await buildAccount(db, { customer, name: 'Vest' });
    const bergen = await buildAccount(db, { customer, parent: west, name: 'Bergen' });
    const east = await buildAccount(db, { customer, name: 'Øst' });
    tree = west.id;
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [west, east] })).catalogId,
    );
    const names = ['Ola', 'ola', 'Åse', 'Kari', 'kari', 'Øyvind'];
    const departments = await queryRows<{ id: number }>(
      db,
      sql`insert into departments (customer_id, name)
        select ${customer.id}::int, n from unnest(array['Salg', 'salg', 'Drift', 'Økonomi']) n returning id`,
    );
    // The 300 people after the admin, whose catalog ids follow theirs.
    for (let i = 0; i < 300; i++)
      await buildPerson(db, {
        customer,
        firstName: names[i % 6],
        lastName: i % 4 === 0 ? 'Berg' : `Hansen ${i % 7}`,
        departmentId: i % 4 === 3 ? null : departments[i % 5 === 4 ? 3 : i % 3]!.id,
      });
    const profiles = await queryRows<{ id: number }>(
      db,
      sql`insert into payment_profiles (account_id, description)
        values (${west.id}, 'Ansatt'), (${east.id}, 'ansatt'), (${west.id}, 'Leder'), (${bergen.id}, 'Ålesund')
        returning id`,
    );
    const profileIds = profiles.map((r) => r.id);
    await db.execute(sql`insert into subscriptions (account_id, billing_group_id, catalog_id, phone_number,
        data_included_bytes, payment_profile_id)
      select case when i % 3 = 0 then ${bergen.id}::int else ${west.id}::int end,
        case when i % 3 = 0 then ${bergen.billingGroupId}::int else ${west.billingGroupId}::int end,
        case when i % 10 = 0 then null else (select min(catalog_id) from people where customer_id = ${customer.id}::int) + 1 + i % 300 end,
        '+4758' || lpad(((i * 7919) % 1000000)::text, 6, '0'), (i % 4) * 1073741824::bigint,
        case when i % 5 = 0 then null else (array[${sql.join(
          profileIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}])[1 + (i * 7) % 4] end
      from generate_series(1, 1200) i`);
    // People who change department, or lose theirs, after their subscriptions exist; the first five subscriptions
    // without a person given one in Drift (the first department by name: they are on the first page).
    await db.execute(sql`update people set department_id = case when catalog_id % 2 = 0 then null
        else ${departments[1]!.id}::int end
      where customer_id = ${customer.id}::int and catalog_id % 7 = 0`);
    await db.execute(sql`update subscriptions set catalog_id = (select min(catalog_id) from people
        where department_id = ${departments[2]!.id}::int)
      where id in (select id from subscriptions where account_id in (${west.id}, ${bergen.id}) and catalog_id is null
        order by id limit 5)`);
    // People renamed after their subscriptions exist, to a name first in the name order (the first page).
    await db.execute(sql`update people set first_name = 'Aaron' where customer_id = ${customer.id}::int
      and catalog_id % 13 = 1 and first_name <> 'Aaron'`);
    await db.execute(sql`insert into subscriptions (account_id, billing_group_id, phone_number)
      select ${east.id}::int, ${east.billingGroupId}::int, '+4759' || lpad(i::text, 6, '0')
      from generate_series(1, 30) i`);
  });
  afterAll(() => s.close());

  async function list(
    sortBy: string,
    offset: number,
    limit = 50,
    search: string | null = null,
  ): Promise<Listed> {
    const res = await s.gql<{
      subscriptionWithUsers: Omit<Listed, 'ids'> & { items: { subscriptionID: number }[] };
    }>(admin, LIST, { a: tree, sortBy, limit, offset, search });
    expect(res.errors).toBeUndefined();
    const { items, ...total } = res.data!.subscriptionWithUsers;
    return { ...total, ids: items.map((r) => r.subscriptionID) };
  }

  async function plain(
    key: string,
    desc: boolean,
    offset: number,
    limit: number,
    search = '',
  ): Promise<number[]> {
    const dir = sql.raw(desc ? 'desc nulls last' : 'asc nulls last');
    const rows = await queryRows<{ id: number }>(
      s.database.db,
      sql`select s.id from subscriptions s left join people p on p.catalog_id = s.catalog_id
        left join departments d on d.id = p.department_id
        left join payment_profiles pp on pp.id = s.payment_profile_id
        where s.account_id in (select descendant_id from account_tree where ancestor_id = ${tree})
          and (${search} = '' or (p.first_name || ' ' || p.last_name) ilike ${`%${search}%`})
        order by ${PLAIN_ORDER[key]!(dir, desc)} limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => r.id);
  }

  it('gives each walked sort the pages of the plain statement, the first, in between and past the bound', async () => {
    for (const key of Object.keys(PLAIN_ORDER))
      for (const desc of [false, true])
        for (const [offset, limit] of [
          [0, 50],
          [7, 13],
          [1150, 50],
          [1190, 50],
        ] as const) {
          const got = await list(`${key}${desc ? 'Desc' : 'Asc'}`, offset, limit);
          expect(got.ids, `${key} ${desc ? 'desc' : 'asc'} at ${offset}`).toEqual(
            await plain(key, desc, offset, limit),
          );
        }
  });

  it("keeps each subscription's person's department and lower-case names on it", async () => {
    const [kept] = await queryRows<{ drifted: number; renamed: number }>(
      s.database.db,
      sql`select count(*) filter (where s.person_department_id is distinct from p.department_id
            or s.person_first_key is distinct from lower(p.first_name)
            or s.person_last_key is distinct from lower(p.last_name))::int as drifted,
          count(*) filter (where s.person_first_key = 'aaron')::int as renamed
        from subscriptions s left join people p on p.catalog_id = s.catalog_id`,
    );
    expect(kept!.drifted).toBe(0);
    expect(kept!.renamed).toBeGreaterThan(0);
    expect((await list('FirstNameAsc', 0, 10)).ids).toEqual(await plain('FirstName', false, 0, 10));
  });

  it('walks with the search as a filter, in the same order', async () => {
    for (const key of Object.keys(PLAIN_ORDER))
      for (const desc of [false, true]) {
        const got = await list(`${key}${desc ? 'Desc' : 'Asc'}`, 20, 30, 'ola berg');
        expect(got.ids, `${key} ${desc}`).toEqual(await plain(key, desc, 20, 30, 'ola berg'));
        expect(got.ids.length).toBeGreaterThan(0);
      }
  });

  it('counts exactly up to 1 000 past the offset, and says "more than" the bound beyond', async () => {
    for (const sortBy of ['FirstNameAsc', 'SumUsageTotalDesc']) {
      expect(await list(sortBy, 0)).toMatchObject({ totalCount: 1000, totalIsLowerBound: true });
      expect(await list(sortBy, 150)).toMatchObject({ totalCount: 1150, totalIsLowerBound: true });
      expect(await list(sortBy, 200)).toMatchObject({ totalCount: 1200, totalIsLowerBound: false });
      const past = await list(sortBy, 1300);
      expect(past).toEqual({ totalCount: 1200, totalIsLowerBound: false, ids: [] });
    }
    expect(await list('PhoneNumberAsc', 0, 50, 'ola berg')).toMatchObject({ totalIsLowerBound: false });
  });
});
