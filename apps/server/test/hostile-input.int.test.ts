import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cePolicies, cePolicyMembers } from '../src/db/schema/index.ts';
import { buildProvider, buildProviderStaff } from './factories/customer-solutions.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  buildAccount,
  buildCustomer,
  buildPerson,
} from './factories/tenancy.ts';
import { createTestServer, type TestServer } from './test-server.ts';

const BOUNDARY = 'hostile-boundary';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function filePart(fileName: string, content: Buffer, name = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * Input a hostile or broken client sends: each answers 400 with a reason, never a 500 (issue 29 §10). The world: a
 * customer of its own with the equipment service, one account and its equipment admin, an employee who is a member
 * of the account's policy Lærlinger (repairs on, with a service partner), and the provider with its staff member.
 */
describe('hostile input answers 400 with a clear reason', () => {
  let s: TestServer;
  let admin: string;
  let employee: string;
  let employeeId: number;
  let provider: string;
  let customer: BuiltCustomer;
  let account: BuiltAccount;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    customer = await buildCustomer(db, { services: [Service.Equipment] });
    account = await buildAccount(db, { customer });
    const roles = [Role.CostControl, Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [account] })).catalogId);
    employeeId = (await buildPerson(db, { customer })).catalogId;
    employee = await s.tokenFor(employeeId);
    const [policy] = await db
      .insert(cePolicies)
      .values({
        accountId: account.id,
        name: 'Lærlinger',
        repairActive: true,
        repairPartnerEmail: 'verksted@mobilreparasjon.no',
      })
      .returning({ id: cePolicies.id });
    await db
      .insert(cePolicyMembers)
      .values({ catalogId: employeeId, policyId: policy!.id, memberSince: '2024-01-01' });
    provider = await s.tokenFor(
      (await buildProviderStaff(db, { provider: await buildProvider(db) })).catalogId,
    );
  });
  afterAll(() => s.close());

  const upload = (
    method: 'PUT' | 'POST',
    url: string,
    token: string,
    payload: Buffer,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ) =>
    s.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
  const guideline = (payload: Buffer, contentType?: string) =>
    upload('PUT', `/api/guidelines/${account.id}`, admin, payload, contentType);
  const repair = (payload: Buffer, contentType?: string) =>
    upload('POST', `/api/accounts/users/${employeeId}/devices/repair`, employee, payload, contentType);

  it('a file name with NUL on the guideline and the repair uploads', async () => {
    for (const res of [
      await guideline(filePart('retning\u0000slinje.pdf', PDF)),
      await repair(filePart('kvitt\u0000ering.pdf', PDF, 'files')),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Text may not contain the NUL character.',
        details: { field: 'fileName' },
      });
    }
  });

  it('multipart without a boundary, and multipart cut off before its end', async () => {
    const cut = filePart('r.pdf', PDF).subarray(0, 120);
    for (const res of [
      await guideline(filePart('r.pdf', PDF), 'multipart/form-data'),
      await repair(filePart('r.pdf', PDF, 'files'), 'multipart/form-data'),
      await guideline(cut),
      await repair(cut),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'FILE_MALFORMED' } });
    }
  });

  it('a guideline PDF that carries JavaScript', async () => {
    for (const script of [
      '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      '<< /Names << /JavaScript 3 0 R >> >>',
      '<< /Type /Page /AA << /O << /S /Launch >> >> >>',
      '<< /S /JavaScript /J#53 (x) >>',
    ]) {
      const pdf = Buffer.from(`%PDF-1.7\n1 0 obj\n${script}\nendobj\ntrailer\n<<>>\n%%EOF\n`);
      const res = await guideline(filePart('r.pdf', pdf));
      expect(res.statusCode, script).toBe(400);
      expect(res.json(), script).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: { reason: 'PDF_ACTIVE_CONTENT' },
      });
    }
    expect((await guideline(filePart('r.pdf', PDF))).statusCode).toBe(200);
  });

  const post = (body: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      payload: body,
    });

  it('JSON variables nested 20 000 deep, at once', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const started = Date.now();
    const res = await post(
      `{"query":"query($a: Int!){ accounts(accountID: $a) { ID } }","variables":{"a":${deep}}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'The JSON body is nested too deeply (at most 64 levels).',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    // Refused before it is parsed into a structure: a hang would take minutes, a busy CI machine a second or two.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a subscription operation', async () => {
    const res = await post(JSON.stringify({ query: 'subscription { accounts { ID } }' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Subscriptions are not supported: send a query or a mutation.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });

  it('an impersonation reason of 501 characters is too long, not missing', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/customertoken',
      headers: { authorization: `Bearer ${provider}`, 'content-type': 'application/json' },
      payload: { impersonate_customer_id: customer.id, reason: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'reason: The reason can be at most 500 characters.',
    });
  });
});
