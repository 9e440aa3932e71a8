import type { ScheduledJob } from '../jobs/scheduled-job.ts';

/**
 * The sender job: every minute, the due outbox messages go to their gateways (`delivery.ts`). Any number of server
 * processes may run it at once; each message is taken by one of them.
 */
export const outboxDeliveryJob: ScheduledJob = {
  name: 'outbox-delivery',
  cron: '* * * * *',
  run: async (deps) => {
    await deps.services.messaging.deliverDue(deps.db);
  },
};
