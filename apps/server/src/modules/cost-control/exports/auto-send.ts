import { addMonths, daysInMonth, formatNok, osloDate } from '@connect/shared';
import type { Db } from '../../../db/client.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import type { Services } from '../../../services.ts';
import { attachOutboxMessage, claimAutoSendRun, recordFailedRun } from './auto-send.repository.ts';
import { fileContentType } from './export-file.ts';
import type { LeftOutRows } from './export-rows.repository.ts';
import {
  type FileExportRow,
  listAutoSendExports,
  lockFileExport,
  markMonthExported,
} from './exports.repository.ts';
import { buildExportFile, exportFileName, exportLeftOut, exportWarnings } from './exports.service.ts';
import type { PayrollWarning } from './payroll-lines.ts';

/** The send day in a month: 31 (or any day past the month's length) is the month's last day. */
export function sendDate(month: string, autoSendDay: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(Math.min(autoSendDay, daysInMonth(y, m))).padStart(2, '0')}`;
}

/**
 * Which month's file is due on `today` (Oslo date), as the month's first day, or null. The latest send day that has
 * come (this month's, else last month's) is due for the month before it, so a missed day is caught up on the next
 * run; a send day before automatic sending was switched on (`since`) is not.
 */
export function dueAutoSendMonth(today: string, autoSendDay: number, since: Date | null): string | null {
  const thisMonth = today.slice(0, 7);
  const thisDue = sendDate(thisMonth, autoSendDay);
  const due =
    today >= thisDue ? thisDue : sendDate(addMonths(`${thisMonth}-01`, -1).slice(0, 7), autoSendDay);
  if (since && osloDate(since) > due) return null;
  return addMonths(`${due.slice(0, 7)}-01`, -1);
}

async function fileBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The e-mail of a sent file, in Norwegian and English; it says what the file left out (subscriptions without a
 * person, and the people a payroll preset's file cannot carry), so nothing vanishes unseen.
 */
export function mailFor(
  row: FileExportRow,
  period: string,
  leftOut: LeftOutRows,
  warnings: PayrollWarning[] = [],
) {
  const cost = formatNok(leftOut.totalOre);
  const deducted = formatNok(leftOut.deductedOre);
  const leftOutNo =
    leftOut.count === 0
      ? []
      : [
          `${leftOut.count} ${leftOut.count === 1 ? 'abonnement' : 'abonnementer'} uten ansatt er utelatt fra filen ` +
            `(forbruk ${cost}, trekk ${deducted}).`,
        ];
  const leftOutEn =
    leftOut.count === 0
      ? []
      : [
          `${leftOut.count} ${leftOut.count === 1 ? 'subscription' : 'subscriptions'} without an employee left out ` +
            `of the file (usage ${cost}, deduction ${deducted}).`,
        ];
  const people = warnings
    .map((w) => `${w.name || w.phoneNumber} (${w.phoneNumber}, ${formatNok(w.ore)})`)
    .join(', ');
  const warningsNo = warnings.length
    ? [`Uten gyldig ansattnummer, utelatt fra lønnsfilen og må føres for hånd: ${people}.`]
    : [];
  const warningsEn = warnings.length
    ? [`Without a usable employee number, left out of the payroll file, to be entered by hand: ${people}.`]
    : [];
  return {
    subject: `Eksportfil / Export file: ${row.description} ${period}`,
    text: [
      `Vedlagt er eksportfilen «${row.description}» for ${period}, sendt automatisk fra Connect.`,
      ...leftOutNo,
      ...warningsNo,
      '',
      `Attached is the export file "${row.description}" for ${period}, sent automatically by Connect.`,
      ...leftOutEn,
      ...warningsEn,
    ].join('\n'),
  };
}

export type AutoSendResult = { sent: number; failed: number; skipped: number };

/**
 * The daily job: every export with automatic sending whose send day has come gets the previous month's file
 * e-mailed to its recipient, once. The month is claimed by inserting its `sent` run first in the same transaction
 * that builds the file and records the e-mail, so a second process waits on the claim and then skips it, and a
 * failure rolls the claim back, records `failed` with the reason, and leaves the month for the next run.
 */
export async function sendDueFileExports(deps: { db: Db; services: Services }): Promise<AutoSendResult> {
  const { db, services } = deps;
  const result: AutoSendResult = { sent: 0, failed: 0, skipped: 0 };
  const today = osloDate(services.clock.now());
  for (const candidate of await listAutoSendExports(db)) {
    const monthStart = dueAutoSendMonth(today, candidate.autoSendDay, candidate.autoSendSince);
    if (!monthStart) continue;
    const period = monthStart.slice(0, 7);
    try {
      const sent = await db.transaction(async (tx) => {
        const row = await lockFileExport(tx, candidate.id);
        // Changed since the list was read: switched off, or another day now.
        if (!row?.useAutoSend || dueAutoSendMonth(today, row.autoSendDay, row.autoSendSince) !== monthStart)
          return false;
        const at = services.clock.now();
        const runId = await claimAutoSendRun(tx, {
          exportId: row.id,
          monthStart,
          recipient: row.autoSendToEmail,
          at,
        });
        if (runId == null) return false;
        const bytes = await fileBytes(buildExportFile(tx, row, { period, monthStart, asOf: at }, null));
        const outboxId = await services.messaging.sendEmail(tx, {
          customerId: row.customerId,
          accountId: row.accountId,
          to: row.autoSendToEmail,
          ...mailFor(
            row,
            period,
            await exportLeftOut(tx, row, monthStart, null),
            await exportWarnings(tx, row, monthStart, null),
          ),
          attachments: [
            {
              filename: exportFileName(row, period),
              contentType: fileContentType(row),
              contentBase64: bytes.toString('base64'),
            },
          ],
        });
        await attachOutboxMessage(tx, runId, outboxId);
        await markMonthExported(tx, row.id, monthStart, at);
        return true;
      });
      if (sent) result.sent++;
      else result.skipped++;
    } catch (e) {
      result.failed++;
      await recordFailedRun(db, {
        exportId: candidate.id,
        monthStart,
        recipient: candidate.autoSendToEmail,
        at: services.clock.now(),
        reason: e instanceof Error ? e.message : String(e),
      });
    }
  }
  return result;
}

/** Daily at 06:00 Oslo time; a day the server was down is caught up by the next run (dueAutoSendMonth). */
export const fileExportAutoSendJob: ScheduledJob = {
  name: 'file-export-auto-send',
  cron: '0 6 * * *',
  run: async (deps) => {
    await sendDueFileExports(deps);
  },
};
