import { FIRST_DATE, isDateInRange, LAST_DATE } from '@connect/shared';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { CategoryRow } from './usage.repository.ts';

/**
 * The checks of one usage line that need no database: its fields, the amount, the date (not in the future), the
 * lineId not twice in the batch, the category by name or id. Whether its subscription exists is asked of the
 * database for the whole batch at once (usage-staging.repository.ts).
 */

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
    subscriptionId: z.number().int().positive().max(2_147_483_647).optional(),
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

export type LineError = { index: number; lineId: string | null; field: string | null; message: string };

/** A line that passed the checks here, its subscription still to be found: what goes into the staging table. */
export type StagedLine = {
  index: number;
  lineId: string;
  phoneNumber: string | null;
  subscriptionId: number | null;
  usageDate: string;
  categoryId: number;
  categoryGroupId: number;
  description: string;
  amountOre: number;
  dataBytes: number;
};

type Line = z.infer<typeof lineSchema>;

/**
 * The schema's checks written out for a line that passes them (a million lines a day): answers the line, or null
 * when anything is off, and the schema then says what (its messages are the API's).
 */
function quickLine(raw: unknown, validDate: (d: string) => boolean): Line | null {
  if (!raw || typeof raw !== 'object') return null;
  const l = raw as Record<string, unknown>;
  const { lineId, phoneNumber, subscriptionId, date, category, description, amount, dataBytes } = l;
  if (typeof lineId !== 'string' || typeof date !== 'string' || typeof description !== 'string') return null;
  if (phoneNumber !== undefined && typeof phoneNumber !== 'string') return null;
  if (subscriptionId !== undefined && typeof subscriptionId !== 'number') return null;
  if (phoneNumber === undefined && subscriptionId === undefined) return null;
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  if (typeof category !== 'string' && typeof category !== 'number') return null;
  if (dataBytes !== undefined && typeof dataBytes !== 'number') return null;
  const line = {
    lineId: lineId.trim(),
    phoneNumber: phoneNumber?.trim(),
    subscriptionId,
    date,
    category: typeof category === 'string' ? category.trim() : category,
    description: description.trim(),
    amount,
    dataBytes,
  };
  const ok =
    line.lineId.length >= 1 &&
    line.lineId.length <= 100 &&
    (line.phoneNumber === undefined || (line.phoneNumber.length >= 1 && line.phoneNumber.length <= 20)) &&
    (subscriptionId === undefined ||
      (Number.isInteger(subscriptionId) && subscriptionId > 0 && subscriptionId <= 2_147_483_647)) &&
    validDate(date) &&
    (typeof line.category === 'string'
      ? line.category.length >= 1
      : Number.isInteger(line.category) && line.category > 0) &&
    line.description.length >= 1 &&
    line.description.length <= 200 &&
    (dataBytes === undefined ||
      (Number.isInteger(dataBytes) && dataBytes >= 0 && dataBytes <= Number.MAX_SAFE_INTEGER));
  return ok ? (line as Line) : null;
}

/** A function's answers kept per argument: a day's file repeats its dates, numbers and categories. */
function remembered<T>(fn: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined && !seen.has(key)) {
      value = fn(key);
      seen.set(key, value);
    }
    return value as T;
  };
}

/**
 * Checks each line; answers the lines that passed and one error per line that did not. A line with an unknown
 * category is answered apart (`categoryErrors`): its subscription is still looked for, and a missing subscription
 * is the error named for it, as the lines are checked field by field in that order.
 */
export function checkLines(
  input: readonly unknown[],
  today: string,
  categories: CategoryRow[],
): { staged: StagedLine[]; errors: LineError[]; categoryErrors: Map<number, LineError> } {
  const byName = new Map(categories.map((c) => [c.name.toLocaleLowerCase('nb'), c]));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const categoryNamed = remembered((name) => byName.get(name.toLocaleLowerCase('nb')));
  const validDate = remembered(isDateInRange);
  const phone = remembered(normalizePhone);
  const staged: StagedLine[] = [];
  const errors: LineError[] = [];
  const categoryErrors = new Map<number, LineError>();
  const seen = new Set<string>();
  for (const [index, raw] of input.entries()) {
    let line = quickLine(raw, validDate);
    if (!line) {
      const r = lineSchema.safeParse(raw);
      if (!r.success) {
        const issue = r.error.issues[0]!;
        const lineId =
          raw && typeof raw === 'object' && typeof (raw as { lineId?: unknown }).lineId === 'string'
            ? (raw as { lineId: string }).lineId
            : null;
        errors.push({ index, lineId, field: issue.path.join('.') || null, message: issue.message });
        continue;
      }
      line = r.data;
    }
    const amountOre = amountToOre(line.amount);
    const problem: [string, string] | null =
      amountOre === null
        ? ['amount', 'amount must be NOK with at most two decimals']
        : line.date > today
          ? ['date', 'date is in the future']
          : seen.has(line.lineId)
            ? ['lineId', 'lineId appears twice in the batch']
            : null;
    if (problem || amountOre === null) {
      if (problem) errors.push({ index, lineId: line.lineId, field: problem[0], message: problem[1] });
      continue;
    }
    seen.add(line.lineId);
    const category =
      typeof line.category === 'number' ? byId.get(line.category) : categoryNamed(line.category);
    if (!category)
      categoryErrors.set(index, {
        index,
        lineId: line.lineId,
        field: 'category',
        message: `unknown category ${line.category}`,
      });
    staged.push({
      index,
      lineId: line.lineId,
      phoneNumber: line.phoneNumber ? phone(line.phoneNumber) : null,
      subscriptionId: line.subscriptionId ?? null,
      usageDate: line.date,
      categoryId: category?.id ?? 0,
      categoryGroupId: category?.categoryGroupId ?? 0,
      description: line.description,
      amountOre,
      dataBytes: line.dataBytes ?? 0,
    });
  }
  return { staged, errors, categoryErrors };
}

/** BAD_USER_INPUT naming the first bad line; `details` has the first 50 errors and how many there are. */
export function badBatch(errors: LineError[]): AppError {
  const first = errors[0]!;
  const where = `Line ${first.index}${first.lineId ? ` (lineId ${first.lineId})` : ''}`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return AppError.badInput(`${where}: ${first.message}${more}. Nothing was written.`, {
    errors: errors.slice(0, 50),
    errorCount: errors.length,
  });
}
