import { addDays, addMonths, osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import type { ScheduledJob } from '../../jobs/registry.ts';
import { recomputeCosts } from './cost.service.ts';
import { dueDate } from './cost-engine.ts';

/** Days back a run looks, so a missed night (restart, downtime) is caught up by the next run. */
const CATCH_UP_DAYS = 7;

/**
 * When last month's due day has passed, its unreported usage counts as the profile's default report mode: the
 * stored month costs of the members of profiles with the SMS report change although no data did. This
 * recomputes them (from last month on) for every such profile whose due day passed in the last few days.
 * Safe to run any number of times. Answers the profiles recomputed.
 */
export async function recomputeAfterDueDay(db: Executor, clock: Clock): Promise<number[]> {
  const today = osloDate(clock.now());
  const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const profiles = await queryRows<{ id: number; dueDateDay: number }>(
    db,
    sql`select id, due_date_day as "dueDateDay" from payment_profiles where send_sms_report order by id`,
  );
  const due = profiles.filter((p) => {
    const d = dueDate(lastMonth, p.dueDateDay);
    return d < today && d >= addDays(today, -CATCH_UP_DAYS);
  });
  for (const p of due) await recomputeCosts(db, clock, { profileId: p.id, fromPeriod: lastMonth });
  return due.map((p) => p.id);
}

export const costDueDayJob: ScheduledJob = {
  name: 'cost-due-day',
  cron: '10 0 * * *',
  run: async (deps) => {
    await recomputeAfterDueDay(deps.db, deps.services.clock);
  },
};
