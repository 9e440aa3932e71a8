import { z } from 'zod';
import type { AccountScope } from '../auth/account-scope.ts';
import { builder } from './builder.ts';

/**
 * The account-scope arguments, declared once for every operation that takes them: the account (one the caller
 * sees, else NOT_FOUND), optionally one of its billing groups, and whether its sub accounts count (default yes).
 * Spread into a field's args (`...accountScopeArgs`) and read back with `accountScopeOf(args)`.
 */
export const accountScopeArgs = builder.args((t) => ({
  accountID: t.int({ validate: z.number().int().positive() }),
  billingGroupID: t.int({ required: false }),
  includeSubAccounts: t.boolean({ required: false, defaultValue: true }),
}));

export function accountScopeOf(a: {
  accountID: number;
  billingGroupID?: number | null;
  includeSubAccounts?: boolean | null;
}): AccountScope {
  return {
    accountId: a.accountID,
    billingGroupId: a.billingGroupID ?? null,
    includeSubAccounts: a.includeSubAccounts ?? true,
  };
}
