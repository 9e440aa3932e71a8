import { embeddedMaintenanceJob } from './db/embedded-maintenance.ts';
import type { ScheduledJob } from './jobs/scheduled-job.ts';
import { outboxDeliveryJob } from './mail/delivery-job.ts';
import { costDueDayJob } from './modules/cost-control/cost/due-day-job.ts';
import { dashboardRollupCompactionJob } from './modules/cost-control/dashboard/rollup-compaction.ts';
import { dashboardAlertDigestJob } from './modules/cost-control/dashboard-alerts/dashboard-alerts.service.ts';
import { deductionTermsReminderJob } from './modules/cost-control/deduction-consent/reminders.ts';
import { fileExportAutoSendJob } from './modules/cost-control/exports/auto-send.ts';
import { limitAlertJob } from './modules/cost-control/payment-profiles/limit-alerts.service.ts';
import { smsReportJob } from './modules/cost-control/payment-profiles/sms-report.ts';
import { plannedBillingGroupMovesJob } from './modules/cost-control/subscriptions/billing-group-move.service.ts';
import { listFiguresRollJob } from './modules/cost-control/subscriptions/list-figures.ts';
import { plannedPolicyChangesJob } from './modules/equipment/policies/new-employee-rules.service.ts';
import { leavingRemindersJob } from './modules/platform/leaving/reminders.ts';

/** Every scheduled job of the product, handed to the job worker (jobs/boss.ts) by server.ts. */
export const scheduledJobs: ScheduledJob[] = [
  smsReportJob,
  limitAlertJob,
  fileExportAutoSendJob,
  costDueDayJob,
  dashboardRollupCompactionJob,
  outboxDeliveryJob,
  deductionTermsReminderJob,
  dashboardAlertDigestJob,
  plannedPolicyChangesJob,
  leavingRemindersJob,
  plannedBillingGroupMovesJob,
  listFiguresRollJob,
  embeddedMaintenanceJob,
];
