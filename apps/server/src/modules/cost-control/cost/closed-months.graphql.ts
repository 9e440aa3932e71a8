import { COST_CONTROL_ROLES } from '@connect/shared';
import { requireAccount } from '../../../auth/access.ts';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { openCostMonths } from './closed-months.ts';

builder.queryField('openCostMonths', (t) =>
  t.stringList({
    description:
      'The months (YYYY-MM) still open for the account and its sub accounts: the current month, and each earlier ' +
      'month whose due day has not passed for every subscription yet. Every earlier month is closed: its figures ' +
      'and payroll files never change again.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { accountID: t.arg.int() },
    resolve: async (_root, a, ctx) => {
      const p = principalOf(ctx);
      await requireAccount(ctx.db, p, a.accountID);
      return openCostMonths(ctx.db, ctx.services.clock, p, a.accountID);
    },
  }),
);
