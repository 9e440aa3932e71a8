import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

const BOUNDARY = 'repair-boundary';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EXE = Buffer.from('4d5a90000300000004000000ffff0000', 'hex');

type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer };
function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'content' in p
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'content' in p ? p.content : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The employee, moved to Lærlinger (repairs on, partner verksted@mobilreparasjon.no), asks for a repair. */
describe('POST accounts/users/{catalogId}/devices/repair', () => {
  let s: TestServer;
  let employee: string;
  beforeAll(async () => {
    s = await createTestServer();
    employee = await s.tokenFor('employee');
    await s.database.db.execute(
      sql`update ce_policy_members set policy_id = (select id from ce_policies where name = 'Lærlinger')
          where catalog_id = ${s.seed.people.employee}`,
    );
  });
  afterAll(() => s.close());

  const fields = [
    { name: 'device_name', value: 'iPhone 15' },
    { name: 'device_vendor_name', value: 'Apple' },
    { name: 'imei', value: '490154203237518' },
    { name: 'fault_description', value: 'Knust skjerm' },
    { name: 'confirmed', value: 'true' },
  ];
  const post = (parts: Part[], catalogId = s.seed.people.employee, token = employee) =>
    s.app.inject({
      method: 'POST',
      url: `/api/accounts/users/${catalogId}/devices/repair`,
      payload: multipart(parts),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });

  it('stores the request with two attachments and e-mails the partner with both through the outbox', async () => {
    const r = await post([
      ...fields,
      { name: 'files', fileName: 'kvittering.pdf', content: PDF },
      { name: 'files', fileName: 'skjerm.png', content: PNG },
    ]);
    expect(r.statusCode).toBe(200);
    const id = r.json().id as number;
    const [mail] = await queryRows<{
      recipient: string;
      subject: string;
      body: string;
      attachments: unknown[];
    }>(
      s.database.db,
      sql`select o.recipient, o.subject, o.body, o.attachments from repair_requests q
          join outbox_messages o on o.id = q.outbox_id where q.id = ${id}`,
    );
    expect(mail).toMatchObject({
      recipient: 'verksted@mobilreparasjon.no',
      subject: `Repair request #${id}: Apple iPhone 15`,
    });
    expect(mail!.body).toContain('Knust skjerm');
    expect(mail!.attachments).toEqual([
      { filename: 'kvittering.pdf', contentType: 'application/pdf', contentBase64: PDF.toString('base64') },
      { filename: 'skjerm.png', contentType: 'image/png', contentBase64: PNG.toString('base64') },
    ]);
    const files = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from repair_request_files where request_id = ${id}`,
    );
    expect(files[0]!.n).toBe(2);
  });

  it('refuses a renamed .exe by its content, a fourth file, and a missing confirmation', async () => {
    const exe = await post([...fields, { name: 'files', fileName: 'bilde.png', content: EXE }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().details.reason).toBeTruthy();
    const four = await post([
      ...fields,
      ...[1, 2, 3, 4].map((i) => ({ name: 'files', fileName: `${i}.pdf`, content: PDF })),
    ]);
    expect(four.statusCode).toBe(400);
    const unconfirmed = await post(fields.filter((f) => f.name !== 'confirmed'));
    expect(unconfirmed.statusCode).toBe(400);
  });

  const OPTIONS = `query($c: Int) { repairRequestOptions(catalogID: $c) {
    allowed catalogID devices { ID description vendorName orderedAt orderNumber imei serialNumber } } }`;
  type Options = { allowed: boolean; catalogID: number; devices: Record<string, unknown>[] };

  it('answers the repair dialog whether the policy offers repairs and the person’s active phones', async () => {
    const emp = s.seed.people.employee;
    const [vendor] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select v.id from device_vendors v join accounts a on a.customer_id = v.customer_id
          where a.id = ${s.seed.accounts.main} order by v.id limit 1`,
    );
    await s.database.db.execute(sql`update devices set catalog_id = null where catalog_id = ${emp}`);
    await s.database.db.execute(
      sql`insert into devices (account_id, class_id, vendor_id, description, catalog_id, imei, serial_number,
            order_number, ordered_at)
          values (${s.seed.accounts.main}, 1, ${vendor!.id}, 'iPhone 15 Pro', ${emp}, '490154203237518', 'SN-1',
              'NB-1', '2025-03-04'),
            (${s.seed.accounts.main}, 3, ${vendor!.id}, 'ThinkPad', ${emp}, null, 'SN-2', null, null)`,
    );
    const own = await s.gql<{ repairRequestOptions: Options }>(employee, OPTIONS, {});
    expect(own.data!.repairRequestOptions).toMatchObject({
      allowed: true,
      catalogID: emp,
      devices: [
        {
          description: 'iPhone 15 Pro',
          vendorName: expect.any(String),
          orderedAt: '2025-03-04',
          orderNumber: 'NB-1',
          imei: '490154203237518',
          serialNumber: 'SN-1',
        },
      ],
    });
    // Someone else, for a person who is not an equipment admin, is not found; the admin may ask for the employee.
    const other = await s.gql(employee, OPTIONS, { c: s.seed.people.admin });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const admin = await s.gql<{ repairRequestOptions: Options }>(await s.tokenFor('admin'), OPTIONS, {
      c: emp,
    });
    expect(admin.data!.repairRequestOptions.devices).toHaveLength(1);
    // A policy with repairs off answers allowed false.
    const standard = await s.gql<{ repairRequestOptions: Options }>(
      await s.tokenFor('costControl'),
      OPTIONS,
      {},
    );
    expect(standard.data!.repairRequestOptions.allowed).toBe(false);
  });

  it('answers not found for someone else when the caller is not an equipment admin', async () => {
    const r = await post(fields, s.seed.people.admin);
    expect(r.statusCode).toBe(404);
  });
});
