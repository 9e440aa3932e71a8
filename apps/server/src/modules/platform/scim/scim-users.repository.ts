import type { ScimConflictReason, ScimMatchKey, ScimOperation } from '@connect/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { departments, people, scimConflicts, scimEvents, scimUsers } from '../../../db/schema/index.ts';
import type { Candidate, MatchKeys } from './matching.ts';
import type { DirectoryPerson, LinkedUser } from './scim-user-view.ts';

/**
 * The SQL of the SCIM users. Every read and write names the customer the directory's token belongs to (the SCIM
 * routes' caller), so one customer's directory never reads or changes another's people.
 */

type LinkedRow = {
  id: string;
  catalog_id: number;
  user_name: string;
  external_id: string | null;
  active: boolean;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  fixed: string | null;
  employee_number: string | null;
  department: string | null;
  leaving_date_before: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function linked(db: Executor, customerId: number, where: SQL, lock = false): Promise<LinkedRow[]> {
  return queryRows<LinkedRow>(
    db,
    sql`select su.id, su.catalog_id, su.user_name, su.external_id, su.active, p.first_name, p.last_name, p.email,
        p.mobile, p.fixed, p.employee_number, d.name as department, su.leaving_date_before, su.created_at,
        su.updated_at
      from scim_users su
      join people p on p.catalog_id = su.catalog_id and p.customer_id = su.customer_id
      left join departments d on d.id = p.department_id
      where su.customer_id = ${customerId} and su.deleted_at is null and ${where}
      order by su.catalog_id ${lock ? sql`for update of su, p` : sql``}`,
  );
}

const toUser = (r: LinkedRow): LinkedUser => ({
  id: r.id,
  catalogId: r.catalog_id,
  userName: r.user_name,
  externalId: r.external_id,
  active: r.active,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  mobile: r.mobile,
  fixed: r.fixed,
  employeeNumber: r.employee_number,
  department: r.department,
  leavingDateBefore: r.leaving_date_before,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** The customer's directory users, narrowed in SQL by the user name or external id a filter asks for. */
export async function listLinkedUsers(
  db: Executor,
  customerId: number,
  narrow: { userName?: string; externalId?: string },
): Promise<LinkedUser[]> {
  const where =
    narrow.userName !== undefined
      ? sql`lower(su.user_name) = lower(${narrow.userName})`
      : narrow.externalId !== undefined
        ? sql`su.external_id = ${narrow.externalId}`
        : sql`true`;
  return (await linked(db, customerId, where)).map(toUser);
}

export async function findLinkedUser(
  db: Executor,
  customerId: number,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<LinkedUser | null> {
  if (!UUID.test(id)) return null;
  const [row] = await linked(db, customerId, sql`su.id = ${id}::uuid`, opts.forUpdate);
  return row ? toUser(row) : null;
}

export async function userNameTaken(db: Executor, customerId: number, userName: string, except?: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from scim_users where customer_id = ${customerId} and deleted_at is null
      and lower(user_name) = lower(${userName}) ${except ? sql`and id <> ${except}::uuid` : sql``}`,
  );
  return rows.length > 0;
}

/** The customer's people one of the keys names, each with whether a live directory user is linked to them. */
export async function findCandidates(
  db: Executor,
  customerId: number,
  keys: MatchKeys,
): Promise<Candidate[]> {
  const rows = await queryRows<{
    catalog_id: number;
    email: string | null;
    mobile: string | null;
    employee_number: string | null;
    linked: boolean;
  }>(
    db,
    sql`select p.catalog_id, p.email, p.mobile, p.employee_number,
        exists (select 1 from scim_users su where su.catalog_id = p.catalog_id and su.deleted_at is null) as linked
      from people p
      where p.customer_id = ${customerId}
        and (lower(p.email) = lower(${keys.email}) or p.mobile = ${keys.mobile}
          or p.employee_number = ${keys.employeeNumber})
      order by p.catalog_id
      limit 10`,
  );
  return rows.map((r) => ({
    catalogId: r.catalog_id,
    email: r.email,
    mobile: r.mobile,
    employeeNumber: r.employee_number,
    linked: r.linked,
  }));
}

/** The customer's department of this name (without case), made when it has none. */
async function departmentId(db: Executor, customerId: number, name: string | null): Promise<number | null> {
  if (name === null) return null;
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`select id from departments where customer_id = ${customerId} and lower(name) = lower(${name})
      order by id limit 1`,
  );
  if (found) return found.id;
  const [made] = await db.insert(departments).values({ customerId, name }).returning({ id: departments.id });
  return made!.id;
}

export type PersonWrite = Partial<
  Pick<
    DirectoryPerson,
    'firstName' | 'lastName' | 'email' | 'mobile' | 'fixed' | 'employeeNumber' | 'department'
  >
>;

export async function insertPerson(db: Executor, customerId: number, p: DirectoryPerson): Promise<number> {
  const [row] = await db
    .insert(people)
    .values({
      customerId,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      mobile: p.mobile,
      fixed: p.fixed,
      employeeNumber: p.employeeNumber,
      departmentId: await departmentId(db, customerId, p.department),
    })
    .returning({ catalogId: people.catalogId });
  return row!.catalogId;
}

export async function updatePerson(db: Executor, customerId: number, catalogId: number, w: PersonWrite) {
  const { department, ...rest } = w;
  const set = {
    ...rest,
    ...(department === undefined ? {} : { departmentId: await departmentId(db, customerId, department) }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .update(people)
    .set(set)
    .where(and(eq(people.catalogId, catalogId), eq(people.customerId, customerId)));
}

export async function leavingDateOf(db: Executor, catalogId: number): Promise<string | null> {
  const [row] = await db
    .select({ leavingDate: people.leavingDate })
    .from(people)
    .where(eq(people.catalogId, catalogId));
  return row?.leavingDate ?? null;
}

export async function setLeavingDate(db: Executor, catalogId: number, leavingDate: string | null) {
  await db.update(people).set({ leavingDate }).where(eq(people.catalogId, catalogId));
}

/** Links a directory user to the person; a person whose earlier directory user was deleted is linked again. */
export async function upsertLink(
  db: Executor,
  v: { customerId: number; catalogId: number; userName: string; externalId: string | null; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(scimUsers)
    .values({ ...v, createdAt: v.now, updatedAt: v.now, active: true })
    .onConflictDoUpdate({
      target: scimUsers.catalogId,
      set: { userName: v.userName, externalId: v.externalId, updatedAt: v.now, deletedAt: null },
    })
    .returning({ id: scimUsers.id });
  return row!.id;
}

export async function updateLink(
  db: Executor,
  id: string,
  set: Partial<{
    userName: string;
    externalId: string | null;
    active: boolean;
    leavingDateBefore: string | null;
    deletedAt: Date;
    updatedAt: Date;
  }>,
) {
  await db.update(scimUsers).set(set).where(eq(scimUsers.id, id));
}

export async function insertEvent(
  db: Executor,
  e: {
    customerId: number;
    at: Date;
    operation: ScimOperation;
    catalogId: number;
    userName: string;
    fields?: string[];
  },
) {
  await db.insert(scimEvents).values({ ...e, fields: e.fields ?? [] });
}

/** One open conflict per user name: a retry of the same create counts an attempt and updates what it found. */
export async function recordConflict(
  db: Executor,
  c: {
    customerId: number;
    at: Date;
    userName: string;
    externalId: string | null;
    reason: ScimConflictReason;
    candidates: number[];
    matchedBy: ScimMatchKey[];
  },
) {
  const updated = await db
    .update(scimConflicts)
    .set({
      lastAt: c.at,
      reason: c.reason,
      candidates: c.candidates,
      matchedBy: c.matchedBy,
      externalId: c.externalId,
      attempts: sql`${scimConflicts.attempts} + 1`,
    })
    .where(
      and(
        eq(scimConflicts.customerId, c.customerId),
        sql`lower(${scimConflicts.userName}) = lower(${c.userName})`,
        isNull(scimConflicts.resolvedAt),
      ),
    )
    .returning({ id: scimConflicts.id });
  if (updated.length === 0) {
    const { at, ...rest } = c;
    await db.insert(scimConflicts).values({ ...rest, firstAt: at, lastAt: at });
  }
}

export async function resolveConflicts(db: Executor, customerId: number, userName: string, at: Date) {
  await db
    .update(scimConflicts)
    .set({ resolvedAt: at })
    .where(
      and(
        eq(scimConflicts.customerId, customerId),
        sql`lower(${scimConflicts.userName}) = lower(${userName})`,
        isNull(scimConflicts.resolvedAt),
      ),
    );
}

/** The person's own fields as the directory would describe them. */
export async function findPersonFields(db: Executor, customerId: number, catalogId: number) {
  const [row] = await queryRows<{
    first_name: string;
    last_name: string;
    email: string | null;
    mobile: string | null;
    fixed: string | null;
    employee_number: string | null;
    department: string | null;
  }>(
    db,
    sql`select p.first_name, p.last_name, p.email, p.mobile, p.fixed, p.employee_number, d.name as department
      from people p left join departments d on d.id = p.department_id
      where p.catalog_id = ${catalogId} and p.customer_id = ${customerId}
      for update of p`,
  );
  return {
    firstName: row!.first_name,
    lastName: row!.last_name,
    email: row!.email,
    mobile: row!.mobile,
    fixed: row!.fixed,
    employeeNumber: row!.employee_number,
    department: row!.department,
  };
}
