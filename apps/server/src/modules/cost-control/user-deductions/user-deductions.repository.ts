import type { EquipmentDeductionSource } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import {
  consentMissing,
  consentMoment,
  ledgerTerms,
  policyAtBooking,
} from '../deduction-consent/consent-sql.ts';

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
  kind: EquipmentDeductionSource | 'returned';
  description: string;
  day: string;
  amount: number;
  /** A buy-out below the device's tax value: the taxable benefit (incl. VAT), its own amount beside the deduction. */
  taxableBenefit: number;
  /** The employee had not accepted the deduction terms of the item's policy (docs/DEDUCTION-CONSENT.md). */
  consentMissing: boolean;
};

/** `month` is the first day (YYYY-MM-01); `accountId` narrows to that account and its sub accounts. */
export async function deductionItems(
  db: Executor,
  p: Principal,
  month: string,
  accountId: number | null,
  asOf: Date | null = null,
): Promise<DeductionItem[]> {
  const at = consentMoment(month, asOf);
  const accounts = accountId === null ? visibleAccountIds(p) : scopedAccountIds(p, accountId, true);
  return queryRows<DeductionItem>(
    db,
    sql`select e.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName",
          pe.employee_number as "employeeNumber",
          case when e.reverses_id is null then e.source else 'returned' end as kind,
          e.description, e.day::text as day, e.amount::int as amount,
          e.taxable_benefit::int as "taxableBenefit",
          ${consentMissing(ledgerTerms, sql`e.catalog_id`, at)} as "consentMissing"
        from equipment_deductions e join people pe on pe.catalog_id = e.catalog_id
        where e.period = ${month}::date and e.account_id in ${accounts}
        order by lower(pe.last_name), lower(pe.first_name), pe.catalog_id, e.day, e.source, e.id`,
  );
}

/** A row of the ledger as booked (equipment-ledger.ts decides its `period`, the month's first day). */
export type DeductionEntry = {
  catalogId: number;
  accountId: number;
  source: EquipmentDeductionSource;
  sourceId: number;
  description: string;
  day: string;
  amount: number;
  /** A buy-out below the tax value: the difference incl. VAT (0 for everything else). */
  taxableBenefit?: number;
};

export async function insertDeduction(tx: Executor, e: DeductionEntry & { period: string }): Promise<void> {
  await tx.execute(
    sql`insert into equipment_deductions (catalog_id, account_id, source, source_id, description, day, period, amount,
          taxable_benefit, policy_id)
        values (${e.catalogId}, ${e.accountId}, ${e.source}, ${e.sourceId}, ${e.description}, ${e.day},
          ${e.period}, ${e.amount}, ${e.taxableBenefit ?? 0}, ${policyAtBooking(sql`${e.catalogId}::int`)})`,
  );
}

/** A source's booked rows (amount or benefit above 0) that no row reverses yet, with their month (YYYY-MM-DD). */
export async function listUnreversedDeductions(
  tx: Executor,
  source: DeductionEntry['source'],
  sourceId: number,
): Promise<{ id: number; period: string }[]> {
  return queryRows<{ id: number; period: string }>(
    tx,
    sql`select e.id, e.period::text as period from equipment_deductions e
        where e.source = ${source} and e.source_id = ${sourceId} and (e.amount > 0 or e.taxable_benefit > 0)
          and not exists (select 1 from equipment_deductions r where r.reverses_id = e.id)`,
  );
}

export async function deleteDeduction(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`delete from equipment_deductions where id = ${id}`);
}

/** Books the negative of row `id` on `day` in `period` (the month's first day), naming the row it reverses. */
export async function insertReversal(tx: Executor, id: number, day: string, period: string): Promise<void> {
  await tx.execute(
    sql`insert into equipment_deductions
          (catalog_id, account_id, source, source_id, description, day, period, amount, taxable_benefit, reverses_id,
            policy_id)
        select catalog_id, account_id, source, source_id, description, ${day}::date, ${period}::date, -amount,
          -taxable_benefit, id, policy_id
        from equipment_deductions where id = ${id}`,
  );
}
