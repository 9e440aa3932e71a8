import { osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import { addToRollups, createContentServices, loadCategories } from './usage.repository.ts';
import { badBatch, checkLines, type LineError } from './usage-lines.ts';
import {
  insertedLines,
  insertResolved,
  resolveStaged,
  stageLines,
  touchedByInserted,
} from './usage-staging.repository.ts';

/** What the seed, the ingest command and the subscriptions' late charges read and write through this module. */
export {
  addToRollups,
  createContentServices,
  insertUsageLines,
  type LateChargeRow,
  lateChargesBookedIn,
  type UsageLineRow,
} from './usage.repository.ts';
export { amountToOre, normalizePhone } from './usage-lines.ts';

export const MAX_LINES_PER_BATCH = 5000;

/** The steps of an ingest, in order. */
export type IngestStep = 'checked' | 'staged' | 'resolved' | 'inserted' | 'rollups' | 'content' | 'costs';

export const usageBatchSchema = z.object({
  lines: z.array(z.unknown()).min(1, 'lines must not be empty').max(MAX_LINES_PER_BATCH),
});

/**
 * Checks and stores a batch of usage lines (REST or a whole file) in one transaction: every line checked (fields in
 * JavaScript, subscriptions with one join on the staged batch), and BAD_USER_INPUT naming the bad lines (index in
 * the batch and lineId) when any is wrong, so a bad batch writes nothing. Then the new lineIds only (a line sent
 * again is a duplicate and changes nothing), a line for a closed month booked in the current one (keeping its own
 * date), the monthly roll-ups added for exactly those lines, content services for content lines, and the costs of
 * the touched subscriptions recomputed, each from the first month its new lines touched (the dashboard's roll-ups
 * follow by trigger).
 */
export async function ingestUsageLines(
  db: Db,
  clock: Clock,
  input: readonly unknown[],
  /** Told as each step ends (the bench times them). */
  opts: { onStep?: (step: IngestStep) => void } = {},
): Promise<{ inserted: number; duplicates: number }> {
  const step = opts.onStep ?? (() => {});
  const today = osloDate(clock.now());
  const categories = await loadCategories(db);
  const { staged, errors, categoryErrors } = checkLines(input, today, categories);
  return db.transaction(async (tx) => {
    step('checked');
    await stageLines(tx, staged);
    step('staged');
    const currentMonth = `${today.slice(0, 7)}-01`;
    const lineErrors = await resolveStaged(tx, today, currentMonth);
    step('resolved');
    if (errors.length || lineErrors.length || categoryErrors.size) {
      const byLine = new Map<number, LineError>([
        ...categoryErrors,
        ...errors.map((e) => [e.index, e] as const),
      ]);
      for (const e of lineErrors) byLine.set(e.index, e);
      throw badBatch([...byLine.values()].sort((a, b) => a.index - b.index));
    }
    const inserted = await insertResolved(tx);
    step('inserted');
    if (inserted > 0) {
      await addToRollups(tx, sql`true`, { from: insertedLines });
      step('rollups');
      const content = categories.find((c) => c.groupKey === 'content');
      if (content)
        await createContentServices(tx, sql`true`, content.categoryGroupId, clock.now(), insertedLines);
      step('content');
      // Each subscription from the first month its new lines touched, up to the current one: later months of the
      // same year can change too (the yearly content threshold).
      for (const touched of await touchedByInserted(tx))
        await recomputeCosts(tx, clock, { ...touched, toPeriod: currentMonth.slice(0, 7) });
      step('costs');
    }
    return { inserted, duplicates: staged.length - inserted };
  });
}

/** One REST batch from billing: its shape, then ingestUsageLines. */
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
  return ingestUsageLines(db, clock, batch.data.lines);
}
