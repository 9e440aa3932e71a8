import { FIRST_DATE, isDateInRange, LAST_DATE, osloDate } from '@connect/shared';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { closedMonthsOf, monthKey } from '../cost/closed-months.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import {
  addToRollups,
  createContentServices,
  findSubscriptions,
  insertUsageLines,
  linesWithIds,
  loadCategories,
  type UsageLineRow,
} from './usage.repository.ts';

/** What the seed, the ingest command and the subscriptions' late charges read and write through this module. */
export {
  addToRollups,
  createContentServices,
  insertUsageLines,
  type LateChargeRow,
  lateChargesBookedIn,
  type UsageLineRow,
} from './usage.repository.ts';

export const MAX_LINES_PER_BATCH = 5000;

/**
 * NOK as a number or decimal text (`1234.5`, `1234,50`, `-30`) → øre, at most two decimals. A negative amount is a
 * credit line (a refund, or a correction of an earlier month): it is stored and lowers the month's usage.
 */
export function amountToOre(amount: number | string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(',', '.');
  const match = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const ore = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -ore : ore;
}

/** Billing's numbers come with or without +47 and spaces; stored numbers are +47XXXXXXXX. */
export function normalizePhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  if (/^\+\d+$/.test(compact)) return compact;
  if (/^0047\d+$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^\d{8}$/.test(compact)) return `+47${compact}`;
  return compact;
}

const lineSchema = z
  .object({
    lineId: z.string().trim().min(1, 'lineId is required').max(100),
    phoneNumber: z.string().trim().min(1).max(20).optional(),
    subscriptionId: z.number().int().positive().optional(),
    date: z.string().refine(isDateInRange, `date must be YYYY-MM-DD between ${FIRST_DATE} and ${LAST_DATE}`),
    category: z.union([z.string().trim().min(1), z.number().int().positive()]),
    description: z.string().trim().min(1, 'description is required').max(200),
    amount: z.union([z.number(), z.string()]),
    dataBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((l) => l.phoneNumber !== undefined || l.subscriptionId !== undefined, {
    message: 'phoneNumber or subscriptionId is required',
    path: ['phoneNumber'],
  });

export const usageBatchSchema = z.object({
  lines: z.array(z.unknown()).min(1, 'lines must not be empty').max(MAX_LINES_PER_BATCH),
});

export type LineError = { index: number; lineId: string | null; field: string | null; message: string };

function badBatch(errors: LineError[]): AppError {
  const first = errors[0]!;
  const where = `Line ${first.index}${first.lineId ? ` (lineId ${first.lineId})` : ''}`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return AppError.badInput(`${where}: ${first.message}${more}. Nothing was written.`, {
    errors: errors.slice(0, 50),
  });
}

/**
 * Checks every line and resolves its subscription and category; throws BAD_USER_INPUT naming the lines (index in
 * the batch and lineId) when any is wrong, so a bad batch writes nothing.
 */
export async function validateUsageLines(
  db: Executor,
  clock: Clock,
  input: unknown[],
): Promise<UsageLineRow[]> {
  const errors: LineError[] = [];
  const today = osloDate(clock.now());
  const parsed: { index: number; line: z.infer<typeof lineSchema>; amountOre: number }[] = [];
  const seen = new Set<string>();
  input.forEach((raw, index) => {
    const lineId =
      raw && typeof raw === 'object' && typeof (raw as { lineId?: unknown }).lineId === 'string'
        ? (raw as { lineId: string }).lineId
        : null;
    const r = lineSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      errors.push({ index, lineId, field: issue.path.join('.') || null, message: issue.message });
      return;
    }
    const amountOre = amountToOre(r.data.amount);
    if (amountOre === null) {
      errors.push({
        index,
        lineId,
        field: 'amount',
        message: 'amount must be NOK with at most two decimals',
      });
      return;
    }
    if (r.data.date > today) {
      errors.push({ index, lineId, field: 'date', message: 'date is in the future' });
      return;
    }
    if (seen.has(r.data.lineId)) {
      errors.push({ index, lineId, field: 'lineId', message: 'lineId appears twice in the batch' });
      return;
    }
    seen.add(r.data.lineId);
    parsed.push({ index, line: r.data, amountOre });
  });

  const phones = [
    ...new Set(parsed.flatMap((p) => (p.line.phoneNumber ? [normalizePhone(p.line.phoneNumber)] : []))),
  ];
  const ids = [...new Set(parsed.flatMap((p) => (p.line.subscriptionId ? [p.line.subscriptionId] : [])))];
  const subs = await findSubscriptions(db, phones, ids);
  const byPhone = new Map(subs.map((s) => [s.phoneNumber, s.id]));
  const byId = new Set(subs.map((s) => s.id));
  const categories = await loadCategories(db);
  const byCategoryName = new Map(categories.map((c) => [c.name.toLocaleLowerCase('nb'), c]));
  const byCategoryId = new Map(categories.map((c) => [c.id, c]));

  const rows: UsageLineRow[] = [];
  for (const { index, line, amountOre } of parsed) {
    const byNumber = line.phoneNumber ? byPhone.get(normalizePhone(line.phoneNumber)) : undefined;
    const subscriptionId = line.subscriptionId ?? byNumber;
    if (subscriptionId === undefined || !byId.has(subscriptionId)) {
      errors.push({
        index,
        lineId: line.lineId,
        field: line.subscriptionId ? 'subscriptionId' : 'phoneNumber',
        message: 'no such subscription',
      });
      continue;
    }
    if (line.subscriptionId && line.phoneNumber && byNumber !== line.subscriptionId) {
      errors.push({
        index,
        lineId: line.lineId,
        field: 'phoneNumber',
        message: 'phoneNumber is not the number of subscriptionId',
      });
      continue;
    }
    const category =
      typeof line.category === 'number'
        ? byCategoryId.get(line.category)
        : byCategoryName.get(line.category.toLocaleLowerCase('nb'));
    if (!category) {
      errors.push({
        index,
        lineId: line.lineId,
        field: 'category',
        message: `unknown category ${line.category}`,
      });
      continue;
    }
    rows.push({
      lineId: line.lineId,
      subscriptionId,
      usageDate: line.date,
      categoryId: category.id,
      categoryGroupId: category.categoryGroupId,
      description: line.description,
      amountOre,
      dataBytes: line.dataBytes ?? 0,
    });
  }
  if (errors.length) throw badBatch(errors.sort((a, b) => a.index - b.index));
  return rows;
}

/**
 * Stores validated lines in one transaction: new lineIds only (a line sent again is a duplicate and changes
 * nothing), the roll-ups for exactly those, content services for content lines, then the costs of the touched
 * subscriptions from the earliest touched month on.
 */
export async function storeUsageLines(
  db: Db,
  clock: Clock,
  rows: UsageLineRow[],
): Promise<{ inserted: number; duplicates: number }> {
  return db.transaction(async (tx) => {
    // A line for a closed month is booked in the current month, keeping its own date.
    const closed = await closedMonthsOf(
      tx,
      clock,
      rows.map((r) => ({ subscriptionId: r.subscriptionId, period: r.usageDate.slice(0, 7) })),
    );
    const currentMonth = `${osloDate(clock.now()).slice(0, 7)}-01`;
    const inserted = await insertUsageLines(
      tx,
      rows.map((r) =>
        closed.has(monthKey(r.subscriptionId, r.usageDate.slice(0, 7)))
          ? { ...r, bookedPeriod: currentMonth }
          : r,
      ),
    );
    if (inserted.length > 0) {
      const filter = linesWithIds(inserted.map((r) => r.id));
      await addToRollups(tx, filter);
      const categories = await loadCategories(tx);
      const content = categories.find((c) => c.groupKey === 'content');
      if (content) await createContentServices(tx, filter, content.categoryGroupId, clock.now());
      // Later months of the same year can change too (the yearly content threshold), so recompute up to the latest.
      const fromPeriod = inserted
        .map((r) => r.bookedPeriod ?? r.usageDate)
        .reduce((min, d) => (d < min ? d : min), '9999')
        .slice(0, 7);
      await recomputeCosts(tx, clock, {
        subscriptionIds: [...new Set(inserted.map((r) => r.subscriptionId))],
        fromPeriod,
      });
    }
    return { inserted: inserted.length, duplicates: rows.length - inserted.length };
  });
}

/** One batch from billing (REST or file): checked whole, then stored whole. */
export async function ingestUsageBatch(
  db: Db,
  clock: Clock,
  body: unknown,
): Promise<{ inserted: number; duplicates: number }> {
  const batch = usageBatchSchema.safeParse(body);
  if (!batch.success) {
    const issue = batch.error.issues[0]!;
    throw AppError.badInput(`${issue.path.join('.') || 'body'}: ${issue.message}`, { field: 'lines' });
  }
  const rows = await validateUsageLines(db, clock, batch.data.lines);
  return storeUsageLines(db, clock, rows);
}
