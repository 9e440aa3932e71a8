import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { monthStart } from '../../../db/sql.ts';

/** SQL of the links to the usage report that the profile's SMS carry (report-links.ts); the report reads them. */
/** Inserts the link of a subscription's month (`period` YYYY-MM) with this token, unless the month has one. */
export async function insertReportLink(
  db: Executor,
  token: string,
  subscriptionId: number,
  period: string,
): Promise<void> {
  await db.execute(sql`insert into usage_report_links (token, subscription_id, period)
    values (${token}, ${subscriptionId}, ${monthStart(period)})
    on conflict (subscription_id, period) do nothing`);
}

/** The token of a subscription's month's link (`period` YYYY-MM), which must exist. */
export async function reportLinkToken(db: Executor, subscriptionId: number, period: string): Promise<string> {
  const [row] = await queryRows<{ token: string }>(
    db,
    sql`select token from usage_report_links where subscription_id = ${subscriptionId}
        and period = ${monthStart(period)}`,
  );
  return row!.token;
}
