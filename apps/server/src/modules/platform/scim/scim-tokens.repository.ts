import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { scimTokens } from '../../../db/schema/index.ts';

/** The SQL of the SCIM tokens; every read and write names the customer it is for. */

export type ScimTokenRow = {
  id: number;
  hint: string;
  createdAt: Date;
  createdByName: string | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

type Row = {
  id: number;
  hint: string;
  created_at: string | Date;
  created_by_name: string | null;
  revoked_at: string | Date | null;
  last_used_at: string | Date | null;
};

const date = (v: string | Date | null) => (v === null ? null : new Date(v));

async function tokens(db: Executor, customerId: number, where = sql`true`): Promise<ScimTokenRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select t.id, t.hint, t.created_at, t.revoked_at, t.last_used_at,
        nullif(trim(p.first_name || ' ' || p.last_name), '') as created_by_name
      from scim_tokens t left join people p on p.catalog_id = t.created_by
      where t.customer_id = ${customerId} and ${where}
      order by t.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    hint: r.hint,
    createdAt: new Date(r.created_at),
    createdByName: r.created_by_name,
    revokedAt: date(r.revoked_at),
    lastUsedAt: date(r.last_used_at),
  }));
}

export async function activeToken(db: Executor, customerId: number): Promise<ScimTokenRow | null> {
  return (await tokens(db, customerId, sql`t.revoked_at is null`))[0] ?? null;
}

export async function tokenById(db: Executor, customerId: number, id: number): Promise<ScimTokenRow | null> {
  return (await tokens(db, customerId, sql`t.id = ${id}`))[0] ?? null;
}

/** When the customer's directory last called, with any of its tokens. */
export async function lastCalledAt(db: Executor, customerId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select max(last_used_at) as at from scim_tokens where customer_id = ${customerId}`,
  );
  return date(row?.at ?? null);
}

export async function revokeActive(
  db: Executor,
  customerId: number,
  at: Date,
  id?: number,
): Promise<number[]> {
  const rows = await db
    .update(scimTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(scimTokens.customerId, customerId),
        isNull(scimTokens.revokedAt),
        ...(id === undefined ? [] : [eq(scimTokens.id, id)]),
      ),
    )
    .returning({ id: scimTokens.id });
  return rows.map((r) => r.id);
}

export async function insertToken(
  db: Executor,
  t: { customerId: number; tokenHash: string; hint: string; createdBy: number; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(scimTokens).values(t).returning({ id: scimTokens.id });
  return row!.id;
}

/** The token in use with this hash, marked as used now; null for an unknown or revoked one. */
export async function useToken(
  db: Executor,
  tokenHash: string,
  at: Date,
): Promise<{ customerId: number } | null> {
  const [row] = await db
    .update(scimTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)))
    .returning({ customerId: scimTokens.customerId });
  return row ?? null;
}
