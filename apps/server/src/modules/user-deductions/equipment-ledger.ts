import { shiftPeriod } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * The equipment deductions ledger (`equipment_deductions`, docs/WEBSHOP.md "User deductions and closed months").
 * A month is open for equipment until the 10th of the next month has passed: the earliest due day a payment profile
 * can have, so whenever a payroll month is closed its equipment figure is already final. What happens later is
 * booked in the current month; nothing is recomputed.
 */

/** The last day (YYYY-MM-DD) on which things dated in the month of `day` are still booked in that month. */
export function equipmentMonthLastOpenDay(day: string): string {
  return `${shiftPeriod(day.slice(0, 7), 1)}-10`;
}

/** The month (first day) a thing dated `day` is booked in when it is recorded `today`. */
export function bookedPeriod(day: string, today: string): string {
  const own = `${day.slice(0, 7)}-01`;
  return today <= equipmentMonthLastOpenDay(day) ? own : `${today.slice(0, 7)}-01`;
}

export type DeductionEntry = {
  catalogId: number;
  accountId: number;
  source: 'webshop' | 'purchased';
  sourceId: number;
  description: string;
  day: string;
  amount: number;
};

/** Books what an employee pays for (nothing for 0 øre), in the caller's transaction. */
export async function bookDeduction(tx: Executor, e: DeductionEntry, today: string): Promise<void> {
  if (e.amount <= 0) return;
  await tx.execute(
    sql`insert into equipment_deductions (catalog_id, account_id, source, source_id, description, day, period, amount)
        values (${e.catalogId}, ${e.accountId}, ${e.source}, ${e.sourceId}, ${e.description}, ${e.day},
          ${bookedPeriod(e.day, today)}, ${e.amount})`,
  );
}

/**
 * Takes back what was booked for a source (a returned webshop line): a row whose month is still open is removed,
 * one of a closed month stays as it was and gets a negative row booked today.
 */
export async function reverseDeductions(
  tx: Executor,
  source: DeductionEntry['source'],
  sourceId: number,
  today: string,
): Promise<void> {
  const rows = await queryRows<{ id: number; period: string }>(
    tx,
    sql`select e.id, e.period::text as period from equipment_deductions e
        where e.source = ${source} and e.source_id = ${sourceId} and e.amount > 0
          and not exists (select 1 from equipment_deductions r where r.reverses_id = e.id)`,
  );
  for (const row of rows) {
    if (today <= equipmentMonthLastOpenDay(row.period)) {
      await tx.execute(sql`delete from equipment_deductions where id = ${row.id}`);
      continue;
    }
    await tx.execute(
      sql`insert into equipment_deductions
            (catalog_id, account_id, source, source_id, description, day, period, amount, reverses_id)
          select catalog_id, account_id, source, source_id, description, ${today}::date,
            ${`${today.slice(0, 7)}-01`}::date, -amount, id
          from equipment_deductions where id = ${row.id}`,
    );
  }
}
