import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { monthStart } from '../../db/sql.ts';

/**
 * The link an SMS carries to the employee's report of one month. One token per subscription and month, made the
 * first time any SMS about that month needs it; 32 random bytes, so it cannot be guessed, and the report page
 * still checks it belongs to the person logged in.
 */
export async function ensureReportLink(
  db: Executor,
  subscriptionId: number,
  period: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into usage_report_links (token, subscription_id, period)
    values (${token}, ${subscriptionId}, ${monthStart(period)})
    on conflict (subscription_id, period) do nothing`);
  const [row] = await queryRows<{ token: string }>(
    db,
    sql`select token from usage_report_links where subscription_id = ${subscriptionId}
        and period = ${monthStart(period)}`,
  );
  return row!.token;
}

/** The page address in an SMS: `${publicUrl}/report/<token>`. */
export function reportUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/report/${token}`;
}
