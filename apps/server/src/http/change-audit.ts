import type { Principal } from '../auth/principal.ts';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/client.ts';

/**
 * What is logged before a REST call by provider staff changes a customer's data: the impersonation log registers
 * it when the app is built (app.ts), so http/ knows no feature. Answers the log entries written (none when the
 * call is not logged); app.ts writes their outcome when the call is answered.
 */
export type RestChangeAudit = (
  db: Executor,
  clock: Clock,
  p: Principal,
  change: { operation: string; input: Record<string, unknown> },
) => Promise<number[]>;

let restChangeAudit: RestChangeAudit = async () => [];

export function registerRestChangeAudit(audit: RestChangeAudit): void {
  restChangeAudit = audit;
}

export function auditRestChange(...args: Parameters<RestChangeAudit>): Promise<number[]> {
  return restChangeAudit(...args);
}
