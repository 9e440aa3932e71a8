import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import type { ProfileId } from '../../../db/scoped-id.ts';
import { inList } from '../../../db/sql.ts';

/** SQL of a profile's rules and rule groups. Writes take the profile's id as `requireProfile` returned it. */

export type RuleRow = {
  profileId: number;
  categoryGroupId: number;
  groupId: number | null;
  covers: boolean;
  limited: boolean;
  limitOre: number;
  report: boolean;
};

export type GroupRow = {
  id: number;
  profileId: number;
  name: string;
  covers: boolean;
  limited: boolean;
  limitOre: number;
};

export async function rulesOf(db: Executor, profileIds: number[]): Promise<RuleRow[]> {
  if (profileIds.length === 0) return [];
  const rows = await queryRows<{
    profile_id: number;
    category_group_id: number;
    group_id: number | null;
    covers: boolean;
    limited: boolean;
    limit_ore: number;
    report: boolean;
  }>(
    db,
    sql`select profile_id, category_group_id, group_id, covers, limited, limit_ore, report
        from payment_profile_rules where profile_id in ${inList(profileIds)}
        order by profile_id, category_group_id`,
  );
  return rows.map((r) => ({
    profileId: r.profile_id,
    categoryGroupId: r.category_group_id,
    groupId: r.group_id,
    covers: r.covers,
    limited: r.limited,
    limitOre: r.limit_ore,
    report: r.report,
  }));
}

export async function groupsOf(db: Executor, profileIds: number[]): Promise<GroupRow[]> {
  if (profileIds.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    profile_id: number;
    name: string;
    covers: boolean;
    limited: boolean;
    limit_ore: number;
  }>(
    db,
    sql`select id, profile_id, name, covers, limited, limit_ore from payment_profile_groups
        where profile_id in ${inList(profileIds)} order by profile_id, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    profileId: r.profile_id,
    name: r.name,
    covers: r.covers,
    limited: r.limited,
    limitOre: r.limit_ore,
  }));
}

/** What a write of a rule or group names: the profile's id as `requireProfile` returned it. */
type OfScopedProfile<Row> = Row & { profileId: ProfileId };

export async function upsertRule(db: Executor, r: OfScopedProfile<RuleRow>): Promise<void> {
  await db.execute(sql`insert into payment_profile_rules
      (profile_id, category_group_id, group_id, covers, limited, limit_ore, report)
    values (${r.profileId}, ${r.categoryGroupId}, ${r.groupId}, ${r.covers}, ${r.limited}, ${r.limitOre}, ${r.report})
    on conflict (profile_id, category_group_id) do update set group_id = excluded.group_id,
      covers = excluded.covers, limited = excluded.limited, limit_ore = excluded.limit_ore, report = excluded.report`);
}

export async function insertGroup(db: Executor, g: OfScopedProfile<Omit<GroupRow, 'id'>>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into payment_profile_groups (profile_id, name, covers, limited, limit_ore)
        values (${g.profileId}, ${g.name}, ${g.covers}, ${g.limited}, ${g.limitOre}) returning id`,
  );
  return row!.id;
}

export async function updateGroup(db: Executor, g: OfScopedProfile<GroupRow>): Promise<void> {
  await db.execute(sql`update payment_profile_groups set name = ${g.name}, covers = ${g.covers},
    limited = ${g.limited}, limit_ore = ${g.limitOre} where id = ${g.id} and profile_id = ${g.profileId}`);
}

/** Ungroups the group's categories (their own rules apply again) and deletes it. */
export async function deleteGroup(db: Executor, profileId: ProfileId, groupId: number): Promise<void> {
  await db.execute(
    sql`update payment_profile_rules set group_id = null where profile_id = ${profileId} and group_id = ${groupId}`,
  );
  await db.execute(
    sql`delete from payment_profile_groups where id = ${groupId} and profile_id = ${profileId}`,
  );
}

/** Groups left with no category after a regrouping are removed. */
export async function deleteEmptyGroups(db: Executor, profileId: ProfileId): Promise<void> {
  await db.execute(sql`delete from payment_profile_groups g where g.profile_id = ${profileId}
    and not exists (select 1 from payment_profile_rules r where r.profile_id = g.profile_id and r.group_id = g.id)`);
}
