import type { Principal } from '../../../auth/principal.ts';
import type { Config } from '../../../config.ts';
import type { Db, Executor } from '../../../db/client.ts';
import type { Services } from '../../../services.ts';
import { type ResolvedRules, savedRules } from './profile-rules.ts';
import {
  type CategoryGroupRow,
  listCategoryGroups,
  type ProfileRow,
  requireProfile,
} from './profiles.repository.ts';
import { groupsOf, rulesOf } from './rules.repository.ts';

/** What the services need from the app: the database, the clock, messaging and the public address for links. */
export type ProfileDeps = { db: Db; config: Config; services: Services };

/** A profile with its rules in the shape the screens read. */
export type ProfileView = ProfileRow & { rules: ResolvedRules; catalogue: CategoryGroupRow[] };

/** The fields that were given: a null or missing field keeps the current value. */
export function clean<T extends object>(o: T | null | undefined): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

export async function viewsOf(db: Executor, profiles: ProfileRow[]): Promise<ProfileView[]> {
  const ids = profiles.map((p) => p.id);
  // One after another: `db` may be a transaction, whose one connection takes a statement at a time (pg warns, and
  // pg 9 refuses, when a second is sent while the first runs).
  const catalogue = await listCategoryGroups(db);
  const rules = await rulesOf(db, ids);
  const groups = await groupsOf(db, ids);
  return profiles.map((p) => ({
    ...p,
    catalogue,
    rules: savedRules(
      catalogue,
      rules.filter((r) => r.profileId === p.id),
      groups.filter((g) => g.profileId === p.id),
    ),
  }));
}

export async function viewOf(db: Executor, profile: ProfileRow): Promise<ProfileView> {
  const [view] = await viewsOf(db, [profile]);
  return view!;
}

/** The profile as saved, read again after a change (NOT_FOUND when the caller may not see it). */
export async function reloaded(db: Executor, p: Principal, accountId: number, profileId: number) {
  return viewOf(db, await requireProfile(db, p, accountId, profileId));
}
