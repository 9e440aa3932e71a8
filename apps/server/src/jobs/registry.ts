import type { RouteDeps } from '../http/route-module.ts';
import { outboxDeliveryJob } from '../mail/delivery-job.ts';
import { costDueDayJob } from '../modules/cost/due-day-job.ts';
import { dashboardRollupCompactionJob } from '../modules/dashboard/rollup-compaction.ts';
import { fileExportAutoSendJob } from '../modules/exports/auto-send.ts';
import { smsReportJob } from '../modules/payment-profiles/sms-report.ts';

/**
 * A scheduled job. The work itself is a plain service function that tests call directly with a fixed clock;
 * pg-boss only decides when to call it. A job must be safe to run twice (it records what it has done), so a
 * restart or a second server process neither skips nor doubles anything.
 */
export type ScheduledJob = {
  name: string;
  /** Cron expression evaluated in Europe/Oslo. */
  cron: string;
  run: (deps: RouteDeps) => Promise<void>;
};

/** Every scheduled job of the product. */
export const scheduledJobs: ScheduledJob[] = [
  smsReportJob,
  fileExportAutoSendJob,
  costDueDayJob,
  dashboardRollupCompactionJob,
  outboxDeliveryJob,
];
