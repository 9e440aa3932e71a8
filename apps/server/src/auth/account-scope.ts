import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { requireAccount, scopedAccountIds } from './access.ts';
import type { Principal } from './principal.ts';

/**
 * The account choice of the top bar: an account, optionally one of its billing groups, with or without sub accounts.
 * GraphQL operations take it as `accountScopeArgs` (`graphql/account-scope.ts`); lists filter with `inAccountScope`.
 */
export type AccountScope = {
  accountId: number;
  billingGroupId: number | null;
  includeSubAccounts: boolean;
};

/**
 * Checks that the caller may see the account and that the billing group (when given) lies in the chosen accounts;
 * either one missing or out of reach answers NOT_FOUND, the same as one that does not exist.
 */
export async function requireAccountScope(db: Executor, p: Principal, scope: AccountScope): Promise<void> {
  await requireAccount(db, p, scope.accountId);
  if (scope.billingGroupId == null) return;
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from billing_groups bg
      where bg.id = ${scope.billingGroupId}
        and bg.account_id in ${scopedAccountIds(p, scope.accountId, scope.includeSubAccounts)}`,
  );
  if (rows.length === 0) throw AppError.notFound('Billing group');
}

/**
 * SQL condition on a row with account_id and billing_group_id (a subscription, or a dashboard roll-up) aliased
 * `alias`: in the caller's chosen, visible accounts and billing group.
 */
export function inAccountScope(p: Principal, scope: AccountScope, alias = 's'): SQL {
  const s = sql.raw(alias);
  const group =
    scope.billingGroupId == null ? sql`` : sql`and ${s}.billing_group_id = ${scope.billingGroupId}`;
  return sql`${s}.account_id in ${scopedAccountIds(p, scope.accountId, scope.includeSubAccounts)} ${group}`;
}
