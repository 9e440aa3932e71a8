import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * User deductions (domain.md): per employee, what is deducted from salary in a month for equipment, read from the
 * ledger `equipment_deductions` by the month each item is booked in (`equipment-ledger.ts`): the employee's share of
 * webshop lines delivered that month (price − credit, never below 0), the devices the employee purchased (bought
 * out) that month at their confirmed amount, and, negative, what was taken back after its own month closed. Money
 * is integer øre.
 */
export type DeductionItem = {
  catalogId: number;
  firstName: string;
  lastName: string;
  employeeNumber: string | null;
  kind: 'webshop' | 'purchased' | 'returned';
  description: string;
  day: string;
  amount: number;
};

/** `month` is the first day (YYYY-MM-01); `accountId` narrows to that account and its sub accounts. */
export async function deductionItems(
  db: Executor,
  p: Principal,
  month: string,
  accountId: number | null,
): Promise<DeductionItem[]> {
  const accounts = accountId === null ? visibleAccountIds(p) : scopedAccountIds(p, accountId, true);
  return queryRows<DeductionItem>(
    db,
    sql`select e.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName",
          pe.employee_number as "employeeNumber",
          case when e.reverses_id is null then e.source else 'returned' end as kind,
          e.description, e.day::text as day, e.amount::int as amount
        from equipment_deductions e join people pe on pe.catalog_id = e.catalog_id
        where e.period = ${month}::date and e.account_id in ${accounts}
        order by lower(pe.last_name), lower(pe.first_name), pe.catalog_id, e.day, e.source, e.id`,
  );
}
