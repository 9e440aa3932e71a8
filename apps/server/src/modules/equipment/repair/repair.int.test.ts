import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice, buildVendor } from '../../../../test/factories/equipment.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

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

const CREATE_POLICY = 'mutation($a: Int!, $n: String!) { createCEPolicy(accountID: $a, name: $n) { ID } }';
const REPAIR = `mutation($a: Int!, $p: Int!) { updateCEPolicyRepair(accountID: $a, policyID: $p, active: true,
  servicePartnerEmail: "verksted@mobilreparasjon.no") { active } }`;
const SET = `mutation($a: Int!, $p: Int, $c: Int!) { setCEPolicyOnUser(accountID: $a, policyID: $p, catalogID: $c) {
  policyCategoryID } }`;

/**
 * A customer of its own with one account and its equipment admin, who makes two policies: Lærlinger (repairs on,
 * partner verksted@mobilreparasjon.no) for the employee, who asks for a repair, and Standard (repairs off) for a
 * colleague. Neither the employee nor the colleague is an equipment admin.
 */
describe('POST accounts/users/{catalogId}/devices/repair', () => {
  let s: TestServer;
  let employee: string;
  let emp: number;
  let adminId: number;
  let adminToken: string;
  let colleague: string;
  let customer: BuiltCustomer;
  let account: BuiltAccount;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    customer = await buildCustomer(db, { services: [Service.Equipment] });
    account = await buildAccount(db, { customer });
    const admin = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    adminId = admin.catalogId;
    adminToken = await s.tokenFor(adminId);
    emp = (await buildPerson(db, { customer })).catalogId;
    employee = await s.tokenFor(emp);
    const other = (await buildPerson(db, { customer })).catalogId;
    colleague = await s.tokenFor(other);
    const policy = async (name: string, member: number) => {
      const made = await s.gql<{ createCEPolicy: { ID: number } }>(adminToken, CREATE_POLICY, {
        a: account.id,
        n: name,
      });
      const id = made.data!.createCEPolicy.ID;
      expect((await s.gql(adminToken, SET, { a: account.id, p: id, c: member })).errors).toBeUndefined();
      return id;
    };
    const apprentices = await policy('Lærlinger', emp);
    expect((await s.gql(adminToken, REPAIR, { a: account.id, p: apprentices })).errors).toBeUndefined();
    await policy('Standard', other);
  });
  afterAll(() => s.close());

  const fields = [
    { name: 'device_name', value: 'iPhone 15' },
    { name: 'device_vendor_name', value: 'Apple' },
    { name: 'imei', value: '490154203237518' },
    { name: 'fault_description', value: 'Knust skjerm' },
    { name: 'confirmed', value: 'true' },
  ];
  const post = (parts: Part[], catalogId = emp, token = employee) =>
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
    const db = s.database.db;
    const vendor = await buildVendor(db, { customer, name: 'Apple' });
    const person = { catalogId: emp, customerId: customer.id };
    await buildDevice(db, {
      account,
      vendor,
      person,
      classId: 1,
      description: 'iPhone 15 Pro',
      imei: '490154203237518',
      serialNumber: 'SN-1',
      orderNumber: 'NB-1',
      orderedAt: '2025-03-04',
    });
    await buildDevice(db, {
      account,
      vendor,
      person,
      classId: 3,
      description: 'ThinkPad',
      serialNumber: 'SN-2',
    });
    const own = await s.gql<{ repairRequestOptions: Options }>(employee, OPTIONS, {});
    expect(own.data!.repairRequestOptions).toMatchObject({
      allowed: true,
      catalogID: emp,
      devices: [
        {
          description: 'iPhone 15 Pro',
          vendorName: 'Apple',
          orderedAt: '2025-03-04',
          orderNumber: 'NB-1',
          imei: '490154203237518',
          serialNumber: 'SN-1',
        },
      ],
    });
    // Someone else, for a person who is not an equipment admin, is not found; the admin may ask for the employee.
    const other = await s.gql(employee, OPTIONS, { c: adminId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const admin = await s.gql<{ repairRequestOptions: Options }>(adminToken, OPTIONS, { c: emp });
    expect(admin.data!.repairRequestOptions.devices).toHaveLength(1);
    // A policy with repairs off answers allowed false.
    const standard = await s.gql<{ repairRequestOptions: Options }>(colleague, OPTIONS, {});
    expect(standard.data!.repairRequestOptions.allowed).toBe(false);
  });

  it('answers not found for someone else when the caller is not an equipment admin', async () => {
    const r = await post(fields, adminId);
    expect(r.statusCode).toBe(404);
  });
});
