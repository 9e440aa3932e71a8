import type { ScheduledJob } from './jobs/scheduled-job.ts';
import { outboxDeliveryJob } from './mail/delivery-job.ts';
import { costDueDayJob } from './modules/cost/due-day-job.ts';
import { dashboardRollupCompactionJob } from './modules/dashboard/rollup-compaction.ts';
import { fileExportAutoSendJob } from './modules/exports/auto-send.ts';
import { smsReportJob } from './modules/payment-profiles/sms-report.ts';

/** Every scheduled job of the product, handed to the job worker (jobs/boss.ts) by server.ts. */
export const scheduledJobs: ScheduledJob[] = [
  smsReportJob,
  fileExportAutoSendJob,
  costDueDayJob,
  dashboardRollupCompactionJob,
  outboxDeliveryJob,
];
