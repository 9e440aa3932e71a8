import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { closeMonths } from './cost.service.ts';

/**
 * Every night (00:10 Oslo) the months whose due day has passed close: each is computed one last time (its
 * unreported usage now counts as the profile's default report mode) and marked closed, so its stored figures never
 * change again. A missed night is caught up by the next run.
 */
export const costDueDayJob: ScheduledJob = {
  name: 'cost-due-day',
  cron: '10 0 * * *',
  run: async (deps) => {
    await closeMonths(deps.db, deps.services.clock);
  },
};
