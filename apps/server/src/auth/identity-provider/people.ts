import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { inList } from '../../db/sql.ts';
import { DEMO_LOGINS } from '../../seed/demo-logins.ts';
import { osloToday, personHasLeft } from '../leaving.ts';
import type { DemoPerson } from './pages.ts';

/**
 * The person behind a login name; names are stored lower case, people type them as they like. `left`: they may no
 * longer log in (auth/leaving.ts).
 */
export async function findLoginPerson(
  db: Executor,
  clock: Clock,
  login: string,
): Promise<{ catalogId: number; passwordHash: string | null; left: boolean } | null> {
  const [row] = await queryRows<{ catalog_id: number; password_hash: string | null; left: boolean }>(
    db,
    sql`select catalog_id, password_hash, ${personHasLeft(sql`people.catalog_id`, osloToday(clock))} as left
      from people where login in (${login}, ${login.toLowerCase()}) limit 1`,
  );
  return row ? { catalogId: row.catalog_id, passwordHash: row.password_hash, left: row.left } : null;
}

/** The demo people as the database has them, in the order of the README's table. */
export async function listDemoPeople(db: Executor): Promise<DemoPerson[]> {
  const logins: string[] = Object.values(DEMO_LOGINS);
  const rows = await queryRows<{
    login: string;
    name: string;
    customer_name: string;
    roles: string[] | null;
    services: string[] | null;
  }>(
    db,
    sql`select p.login, p.first_name || ' ' || p.last_name as name, c.name as customer_name,
        (select array_agg(r.role order by r.role) from person_roles r where r.catalog_id = p.catalog_id) as roles,
        (select array_agg(s.service order by s.service) from customer_services s where s.customer_id = c.id) as services
      from people p join customers c on c.id = p.customer_id
      where p.login in ${inList(logins)}`,
  );
  return rows
    .map((r) => ({
      login: r.login,
      name: r.name,
      customerName: r.customer_name,
      roles: r.roles ?? [],
      services: r.services ?? [],
    }))
    .sort((a, b) => logins.indexOf(a.login) - logins.indexOf(b.login));
}
