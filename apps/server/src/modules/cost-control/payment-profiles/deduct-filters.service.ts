import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import {
  type DeductFilterRow,
  deleteDeductFilter,
  insertDeductFilter,
  listDeductFilters,
  updateDeductFilter,
} from './deduct-filters.repository.ts';
import type { ProfileDeps } from './profile-view.ts';
import { type CategoryGroupRow, listCategoryGroups, requireProfile } from './profiles.repository.ts';

/** A profile's deduct filters (exceptions): usage whose description starts with the match is never deducted. */

export type DeductFilterChange = { categoryGroupId: number; descriptionMatch: string };

function checkFilter(catalogue: CategoryGroupRow[], change: DeductFilterChange): DeductFilterChange {
  const descriptionMatch = change.descriptionMatch.trim();
  if (!descriptionMatch)
    throw AppError.badInput('The exception needs a description.', { field: 'descriptionMatch' });
  if (descriptionMatch.length > 200)
    throw AppError.badInput('The description can be at most 200 characters.', { field: 'descriptionMatch' });
  if (!catalogue.some((c) => c.id === change.categoryGroupId))
    throw AppError.badInput('Unknown cost category.', { field: 'categoryGroupID' });
  return { categoryGroupId: change.categoryGroupId, descriptionMatch };
}

export async function paymentProfileDeductFilters(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
): Promise<DeductFilterRow[]> {
  await requireProfile(db, p, accountId, profileId);
  return listDeductFilters(db, profileId);
}

/** Adds, changes or removes an exception; the profile's members are recomputed in the same transaction. */
export async function changeDeductFilter(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  change:
    | { kind: 'add'; filter: DeductFilterChange }
    | { kind: 'update'; filterId: number; filter: DeductFilterChange }
    | { kind: 'remove'; filterId: number },
): Promise<DeductFilterRow> {
  const { db, services } = deps;
  return db.transaction(async (tx) => {
    const profile = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    const before = await listDeductFilters(tx, profile.id);
    let result: DeductFilterRow;
    if (change.kind === 'remove') {
      const existing = before.find((f) => f.id === change.filterId);
      if (!existing || !(await deleteDeductFilter(tx, profile.id, change.filterId)))
        throw AppError.notFound('Deduct filter');
      result = existing;
    } else {
      const filter = checkFilter(await listCategoryGroups(tx), change.filter);
      if (change.kind === 'add') {
        result = {
          id: await insertDeductFilter(tx, profile.id, filter.categoryGroupId, filter.descriptionMatch),
          ...filter,
        };
      } else {
        if (
          !(await updateDeductFilter(
            tx,
            profile.id,
            change.filterId,
            filter.categoryGroupId,
            filter.descriptionMatch,
          ))
        )
          throw AppError.notFound('Deduct filter');
        result = { id: change.filterId, ...filter };
      }
    }
    await recomputeCosts(tx, services.clock, { profileId: profile.id });
    return result;
  });
}
