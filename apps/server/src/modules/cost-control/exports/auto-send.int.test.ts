import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExportWorld, exportWorld } from '../../../../test/export-world.ts';
import { createExportAs, FILE_EXPORT_FIELDS, type FileExportResult } from '../../../../test/file-exports.ts';
import type { TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import type { OutboxAttachment } from '../../../db/schema/index.ts';
import type { Messaging } from '../../../mail/outbox.ts';
import { sendDueFileExports } from './auto-send.ts';

type Mail = { recipient: string; subject: string; attachments: OutboxAttachment[] };

/**
 * On the world of test/export-world.ts: October's payroll file of Lønnvik AS has Ingrid (1 234,56 kr deducted) and
 * Øystein (50,00 kr). Every export in the database is removed before each test, so a run sends only the test's own.
 */
describe('automatic sending of file exports', () => {
  let s: TestServer;
  let admin: string;
  let w: ExportWorld;
  const recipient = 'lonn@lonnvik.example';

  beforeAll(async () => {
    w = await exportWorld();
    ({ s, admin } = w);
  });
  afterAll(() => s.close());

  beforeEach(async () => {
    s.clock.set('2026-11-15T10:00:00+01:00');
    await s.database.db.execute(sql`delete from file_exports`);
  });

  const run = (messaging: Messaging = s.services.messaging) =>
    sendDueFileExports({ db: s.database.db, services: { ...s.services, messaging } });

  const mails = () =>
    queryRows<Mail>(
      s.database.db,
      sql`select recipient, subject, attachments from outbox_messages
        where channel = 'email' and recipient = ${recipient} order by id`,
    );

  const runs = (exportId: number) =>
    queryRows<{ period: string; status: string; reason: string | null }>(
      s.database.db,
      sql`select period, status, reason from file_export_runs where file_export_id = ${exportId} order by id`,
    );

  const autoSendExport = (variables: Record<string, unknown> = {}) =>
    createExportAs(s, admin, w.main, {
      description: 'Lønnstrekk',
      encoding: 'cp1252',
      thousandSeparator: ' ',
      useAutoSend: true,
      autoSendToEmail: recipient,
      ...variables,
    });

  it("e-mails the previous month's file once on its day, and never again for that month", async () => {
    await s.database.db.execute(sql`delete from outbox_messages where recipient = ${recipient}`);
    const created = await autoSendExport({ autoSendDay: 20 });
    expect(await run()).toEqual({ sent: 0, failed: 0, skipped: 0 });

    s.clock.set('2026-11-20T06:00:00+01:00');
    expect(await run()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Lønnstrekk 2026-10');
    const [attachment] = sent[0]!.attachments;
    expect(attachment!.filename).toBe('Lønnstrekk 2026-10.csv');
    expect(attachment!.contentType).toBe('text/csv; charset=windows-1252');
    expect(Buffer.from(attachment!.contentBase64, 'base64')).toEqual(
      Buffer.concat([
        Buffer.from('Ansattnr;Navn;Trekk\n1001;Ingrid Berg;1 234,56\n1003;', 'latin1'),
        Buffer.from([0xd8]),
        Buffer.from('ystein Dal;50,00\n', 'latin1'),
      ]),
    );

    expect(await run()).toEqual({ sent: 0, failed: 0, skipped: 1 });
    s.clock.set('2026-11-28T06:00:00+01:00');
    await run();
    expect(await mails()).toHaveLength(1);
    expect(await runs(created.ID)).toEqual([{ period: '2026-10-01', status: 'sent', reason: null }]);

    // The clock moved past the first token's life: ask as a fresh session.
    const list = await s.gql<{ fileExports: FileExportResult[] }>(
      await s.tokenFor(w.adminId),
      `query($accountID: Int!) { fileExports(accountID: $accountID) { ${FILE_EXPORT_FIELDS} } }`,
      { accountID: w.main },
    );
    expect(list.data!.fileExports[0]).toMatchObject({
      lastExport: new Date('2026-11-20T06:00:00+01:00').toISOString(),
      lastAutoSend: { period: '2026-10', status: 'sent', reason: null, recipient },
    });
  });

  it("sends on the month's last day for day 31, and catches up a missed last day the next day", async () => {
    await s.database.db.execute(sql`delete from outbox_messages where recipient = ${recipient}`);
    await autoSendExport({ autoSendDay: 31 });
    s.clock.set('2026-11-29T23:00:00+01:00');
    expect((await run()).sent).toBe(0);
    s.clock.set('2026-12-01T06:00:00+01:00');
    expect((await run()).sent).toBe(1);
    const [mail] = await mails();
    expect(mail!.attachments[0]!.filename).toBe('Lønnstrekk 2026-10.csv');
  });

  it('sends each month once when two runs race for it', async () => {
    await s.database.db.execute(sql`delete from outbox_messages where recipient = ${recipient}`);
    const created = await autoSendExport({ autoSendDay: 1 });
    s.clock.set('2026-12-01T06:00:00+01:00');
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await mails()).toHaveLength(1);
    expect((await runs(created.ID)).filter((r) => r.status === 'sent')).toHaveLength(1);
  });

  it('records a failed sending with its reason, sends nothing, and sends on the next run', async () => {
    await s.database.db.execute(sql`delete from outbox_messages where recipient = ${recipient}`);
    const created = await autoSendExport({ autoSendDay: 20, fileFormat: 'excel' });
    s.clock.set('2026-11-20T06:00:00+01:00');
    const failing: Messaging = {
      ...s.services.messaging,
      sendEmail: async () => {
        throw new Error('SMTP refused: 550 mailbox unavailable');
      },
    };
    expect(await run(failing)).toEqual({ sent: 0, failed: 1, skipped: 0 });
    expect(await mails()).toHaveLength(0);
    expect(await runs(created.ID)).toEqual([
      { period: '2026-10-01', status: 'failed', reason: 'SMTP refused: 550 mailbox unavailable' },
    ]);
    // The clock moved past the first token's life: ask as a fresh session.
    const list = await s.gql<{ fileExports: FileExportResult[] }>(
      await s.tokenFor(w.adminId),
      `query($accountID: Int!) { fileExports(accountID: $accountID) { lastExport lastAutoSend { status reason } } }`,
      { accountID: w.main },
    );
    expect(list.data!.fileExports[0]).toMatchObject({
      lastExport: null,
      lastAutoSend: { status: 'failed', reason: 'SMTP refused: 550 mailbox unavailable' },
    });

    s.clock.set('2026-11-21T06:00:00+01:00');
    expect(await run()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [mail] = await mails();
    expect(mail!.attachments[0]!.filename).toBe('Lønnstrekk 2026-10.xlsx');
    expect((await runs(created.ID)).map((r) => r.status)).toEqual(['failed', 'sent']);
  });

  it('does not send a month whose day came before sending was switched on, nor an export switched off', async () => {
    await s.database.db.execute(sql`delete from outbox_messages where recipient = ${recipient}`);
    await autoSendExport({ autoSendDay: 5 });
    await createExportAs(s, admin, w.main, {
      description: 'Av',
      useAutoSend: false,
      autoSendToEmail: recipient,
      autoSendDay: 1,
    });
    expect(await run()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    s.clock.set('2026-12-05T06:00:00+01:00');
    expect(await run()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect((await mails())[0]!.attachments[0]!.filename).toBe('Lønnstrekk 2026-11.csv');
  });
});
