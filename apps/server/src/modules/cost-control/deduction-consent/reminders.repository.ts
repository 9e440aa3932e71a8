import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { missingConsentQuery } from './terms.repository.ts';

/** SQL of the consent reminders: who has not accepted and was not reminded of that version, and the claim. */

export type ReminderCandidate = {
  catalogId: number;
  termsId: number;
  customerId: number;
  accountId: number;
  email: string | null;
  mobile: string | null;
  ownerName: string;
  version: number;
};

/** Everyone who has not accepted the current terms that apply to them and has no reminder of that version. */
export async function listReminderCandidates(db: Executor): Promise<ReminderCandidate[]> {
  return queryRows<ReminderCandidate>(
    db,
    sql`select m."catalogId", m."termsId", m."customerId", m."accountId", m.email, m.mobile, m."ownerName", m.version
        from (${missingConsentQuery(null)}) m
        where m."remindedAt" is null
        order by m."catalogId", m."termsId"`,
  );
}

/** Claims the reminder of one version for one person; answers false when it was claimed already. */
export async function claimReminder(
  tx: Executor,
  termsId: number,
  catalogId: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ termsId: number }>(
    tx,
    sql`insert into deduction_term_reminders (terms_id, catalog_id, sent_at) values (${termsId}, ${catalogId}, ${at})
        on conflict do nothing returning terms_id as "termsId"`,
  );
  return rows.length > 0;
}

export async function setReminderOutboxId(
  tx: Executor,
  termsId: number,
  catalogId: number,
  outboxId: number,
): Promise<void> {
  await tx.execute(
    sql`update deduction_term_reminders set outbox_id = ${outboxId}
        where terms_id = ${termsId} and catalog_id = ${catalogId}`,
  );
}
