import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains, inList } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

/**
 * Customer solutions are provider work: provider staff see every customer, so these reads are limited to
 * customers that are not the provider rather than to the caller's visible accounts.
 */

export type BNCustomerRow = { bnCustomerID: number; customerName: string; vatNo: string | null };

export type BNUserRow = {
  catalogID: number;
  bnCustomerID: number;
  firstName: string;
  lastName: string;
  position: string | null;
  picture: string | null;
  bnMobile: string | null;
  bnFixed: string | null;
  bnDepartmentName: string | null;
  bnCompany: string;
  hasAccess: boolean;
};

export const CUSTOMER_SEARCH_LIMIT = 50;

/** Customers whose name or VAT number contains the search, or whose id it is; by name. */
export async function findCustomers(db: Executor, search: string): Promise<BNCustomerRow[]> {
  const text = search.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await queryRows<{ id: number; name: string; vat_no: string | null }>(
    db,
    sql`select c.id, c.name, c.vat_no from customers c
      where not c.is_provider
        and (${text}::text = '' or c.name ilike ${contains(text)} or c.vat_no like ${contains(text.replace(/\s/g, ''))}
             or c.id = ${id}::int)
      order by c.name, c.id
      limit ${CUSTOMER_SEARCH_LIMIT}`,
  );
  return rows.map((r) => ({ bnCustomerID: r.id, customerName: r.name, vatNo: r.vat_no }));
}

/** NOT_FOUND unless the id is a customer's (and not the provider's). */
export async function requireCustomer(db: Executor, customerId: number): Promise<void> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from customers where id = ${customerId} and not is_provider`,
  );
  if (!rows.length) throw AppError.notFound('Customer');
}

type PersonDbRow = {
  catalog_id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  position: string | null;
  picture_hash: string | null;
  mobile: string | null;
  fixed: string | null;
  department_name: string | null;
  company: string;
  has_access: boolean;
};

const PERSON_COLUMNS = sql`p.catalog_id, p.customer_id, p.first_name, p.last_name, p.position, p.picture_hash,
  p.mobile, p.fixed, d.name as department_name, c.name as company,
  exists (select 1 from config_users cu join configs cf on cf.id = cu.config_id
          where cu.catalog_id = p.catalog_id and cf.customer_id = p.customer_id) as has_access`;
const PERSON_FROM = sql`people p join customers c on c.id = p.customer_id
  left join departments d on d.id = p.department_id`;

function toPerson(r: PersonDbRow): BNUserRow {
  return {
    catalogID: r.catalog_id,
    bnCustomerID: r.customer_id,
    firstName: r.first_name,
    lastName: r.last_name,
    position: r.position,
    picture: r.picture_hash,
    bnMobile: r.mobile,
    bnFixed: r.fixed,
    bnDepartmentName: r.department_name,
    bnCompany: r.company,
    hasAccess: r.has_access,
  };
}

/** People by catalog id (customers' people only, never the provider's), in no particular order. */
export async function findCustomerPeople(db: Executor, catalogIds: readonly number[]): Promise<BNUserRow[]> {
  if (!catalogIds.length) return [];
  const rows = await queryRows<PersonDbRow>(
    db,
    sql`select ${PERSON_COLUMNS} from ${PERSON_FROM}
      where not c.is_provider and p.catalog_id in ${inList(catalogIds)}`,
  );
  return rows.map(toPerson);
}

/**
 * People of a customer, by name, a page at a time. A person has access when they are a user of their customer's
 * solution (the Users tab lists them, each with the accounts granted). The search matches the full name or the
 * mobile number (spaces ignored).
 */
export async function listCustomerPeople(
  db: Executor,
  q: { customerId: number; hasAccess: boolean | null; search: string; limit: number; offset: number },
): Promise<BNUserRow[]> {
  const text = q.search.trim();
  const digits = text.replace(/[\s+]/g, '');
  const rows = await queryRows<PersonDbRow>(
    db,
    sql`select * from (
        select ${PERSON_COLUMNS} from ${PERSON_FROM}
        where p.customer_id = ${q.customerId}
          and (${text}::text = ''
               or (p.first_name || ' ' || p.last_name) ilike ${contains(text)}
               or (${/^\d{3,}$/.test(digits)}::boolean and replace(p.mobile, ' ', '') like ${contains(digits)}))
      ) people
      where ${q.hasAccess}::boolean is null or has_access = ${q.hasAccess}::boolean
      order by first_name, last_name, catalog_id
      limit ${q.limit} offset ${q.offset}`,
  );
  return rows.map(toPerson);
}
