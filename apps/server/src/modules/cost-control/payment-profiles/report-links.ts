import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client.ts';
import { insertReportLink, reportLinkToken } from './report-links.repository.ts';

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
  await insertReportLink(db, randomBytes(32).toString('base64url'), subscriptionId, period);
  return reportLinkToken(db, subscriptionId, period);
}

/** The page address in an SMS: `${publicUrl}/report/<token>`. */
export function reportUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/report/${token}`;
}
