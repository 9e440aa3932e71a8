import type { RouteDeps } from '../http/route-module.ts';

/**
 * A scheduled job. The work itself is a plain service function that tests call directly with a fixed clock;
 * pg-boss only decides when to call it. A job must be safe to run twice (it records what it has done), so a
 * restart or a second server process neither skips nor doubles anything. The list is src/scheduled-jobs.ts.
 */
export type ScheduledJob = {
  name: string;
  /** Cron expression evaluated in Europe/Oslo. */
  cron: string;
  run: (deps: RouteDeps) => Promise<void>;
};
