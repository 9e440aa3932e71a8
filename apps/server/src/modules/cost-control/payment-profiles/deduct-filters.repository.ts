import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import type { ProfileId } from '../../../db/scoped-id.ts';

/** SQL of a profile's deduct filters (exceptions). Writes take the profile's id as `requireProfile` returned it. */

export type DeductFilterRow = { id: number; categoryGroupId: number; descriptionMatch: string };

export async function listDeductFilters(db: Executor, profileId: number): Promise<DeductFilterRow[]> {
  const rows = await queryRows<{ id: number; category_group_id: number; description_match: string }>(
    db,
    sql`select id, category_group_id, description_match from deduct_filters where profile_id = ${profileId}
        order by lower(description_match), id`,
  );
  return rows.map((r) => ({
    id: r.id,
    categoryGroupId: r.category_group_id,
    descriptionMatch: r.description_match,
  }));
}

export async function insertDeductFilter(
  db: Executor,
  profileId: ProfileId,
  categoryGroupId: number,
  descriptionMatch: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into deduct_filters (profile_id, category_group_id, description_match)
        values (${profileId}, ${categoryGroupId}, ${descriptionMatch}) returning id`,
  );
  return row!.id;
}

/** Changes a filter of the profile; false when the filter is not the profile's. */
export async function updateDeductFilter(
  db: Executor,
  profileId: ProfileId,
  filterId: number,
  categoryGroupId: number,
  descriptionMatch: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update deduct_filters set category_group_id = ${categoryGroupId}, description_match = ${descriptionMatch}
        where id = ${filterId} and profile_id = ${profileId} returning id`,
  );
  return rows.length > 0;
}

export async function deleteDeductFilter(
  db: Executor,
  profileId: ProfileId,
  filterId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from deduct_filters where id = ${filterId} and profile_id = ${profileId} returning id`,
  );
  return rows.length > 0;
}
