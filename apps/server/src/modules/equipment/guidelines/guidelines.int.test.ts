import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuideline } from '../../../../test/factories/policies.ts';
import {
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const BOUNDARY = 'guideline-boundary';
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const GUIDELINE = `query($a: Int!) { ceGuideline(accountID: $a) { documentID documentName approvalRequired notifyEmail } }`;
const UPDATE = `mutation($a: Int!, $d: Int, $n: Boolean, $r: Boolean!) {
  updateCEGuideline(accountID: $a, documentID: $d, notifyEmail: $n, approvalRequired: $r) { documentID approvalRequired } }`;
const ACCESS = '{ ceUserGuidelineAccess }';
const RESPOND = 'mutation($ok: Boolean!) { respondToCEGuideline(accepted: $ok) }';

/**
 * A world of its own: Skogli AS (equipment service on) with one account, an equipment admin, and two employees with
 * a subscription there (Eva and Per); another customer, Annen AS, has an account with a
 * guideline of its own. Skogli has no guideline yet.
 */
describe('the employee guideline: PDF, approval, responses', () => {
  let s: TestServer;
  let admin: string;
  let employee: string;
  let main: number;
  let other: number;
  let eva: BuiltPerson;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Skogli AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Skogli AS' });
    main = account.id;
    eva = await buildPerson(db, { customer, firstName: 'Eva' });
    await buildSubscription(db, { account, person: eva });
    await buildSubscription(db, { account, person: await buildPerson(db, { customer, firstName: 'Per' }) });
    const roles = [Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [account] })).catalogId);
    employee = await s.tokenFor(eva.catalogId);
    const annen = await buildCustomer(db, { name: 'Annen AS', services: [Service.Equipment] });
    const annenAccount = await buildAccount(db, { customer: annen });
    other = annenAccount.id;
    // Its guideline is there: the refusals below are about whose it is, not about a missing file.
    await buildGuideline(db, { account: annenAccount });
  });
  afterAll(() => s.close());

  function upload(token: string, accountId: number, fileName: string, content: Buffer) {
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return s.app.inject({
      method: 'PUT',
      url: `/api/guidelines/${accountId}`,
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
  }
  const download = (token: string, accountId: number) =>
    s.app.inject({
      method: 'GET',
      url: `/api/guidelines?accountID=${accountId}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses yes without a PDF, and a PNG renamed .pdf, by its content', async () => {
    const none = await s.gql(admin, UPDATE, { a: main, r: true });
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const png = await upload(admin, main, 'retningslinje.pdf', PNG);
    expect(png.statusCode).toBe(400);
    expect(png.json().details.reason).toBeTruthy();
    const denied = await upload(employee, main, 'r.pdf', PDF);
    expect(denied.statusCode).toBe(403);
  });

  it('stores a PDF, requires approval, and lets the employee view, reject and accept it', async () => {
    const res = await upload(admin, main, 'Retningslinje 2026.pdf', PDF);
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: number };
    const saved = await s.gql(admin, UPDATE, { a: main, d: id, r: true, n: true });
    expect(saved.errors).toBeUndefined();
    const g = await s.gql<{ ceGuideline: unknown }>(admin, GUIDELINE, { a: main });
    expect(g.data!.ceGuideline).toEqual({
      documentID: id,
      documentName: 'Retningslinje 2026.pdf',
      approvalRequired: true,
      notifyEmail: true,
    });
    // A notice to each of the two people with a subscription in the account (not the admin, who has none).
    const [notice] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from outbox_messages
          where subject like 'Retningslinje for utstyr%' and account_id = ${main}`,
    );
    expect(notice!.n).toBe(2);

    const file = await download(employee, main);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect(
      (await s.gql<{ ceUserGuidelineAccess: boolean }>(employee, ACCESS)).data!.ceUserGuidelineAccess,
    ).toBe(false);
    expect(
      (await s.gql<{ respondToCEGuideline: boolean }>(employee, RESPOND, { ok: false })).data!
        .respondToCEGuideline,
    ).toBe(false);
    expect(
      (await s.gql<{ respondToCEGuideline: boolean }>(employee, RESPOND, { ok: true })).data!
        .respondToCEGuideline,
    ).toBe(true);
    const [answer] = await queryRows<{ approved: boolean; rejected: boolean }>(
      s.database.db,
      sql`select approved_at is not null as approved, rejected_at is not null as rejected from ce_guideline_responses
          where catalog_id = ${eva.catalogId}`,
    );
    expect(answer).toEqual({ approved: true, rejected: false });
  });

  it("answers another customer's guideline as not found, for admins and employees", async () => {
    expect((await download(employee, other)).statusCode).toBe(404);
    expect((await download(admin, other)).statusCode).toBe(404);
    expect((await upload(admin, other, 'x.pdf', PDF)).statusCode).toBe(404);
    const g = await s.gql(admin, GUIDELINE, { a: other });
    expect(g.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('takes only digits as the account: text that Number() reads as one is refused', async () => {
    for (const id of [` ${main}`, `${main}.0`, `0x${main.toString(16)}`]) {
      const res = await s.app.inject({
        method: 'GET',
        url: `/api/guidelines?accountID=${encodeURIComponent(id)}`,
        headers: { authorization: `Bearer ${employee}` },
      });
      expect({ id, status: res.statusCode, body: res.json() }).toMatchObject({
        id,
        status: 400,
        body: { message: 'accountID is required.' },
      });
    }
  });

  it('deletes the PDF; an approval that needed it becomes unset', async () => {
    const del = await s.app.inject({
      method: 'DELETE',
      url: `/api/guidelines?accountID=${main}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(del.statusCode).toBe(204);
    const g = await s.gql<{ ceGuideline: { documentID: number | null; approvalRequired: boolean | null } }>(
      admin,
      GUIDELINE,
      { a: main },
    );
    expect(g.data!.ceGuideline).toMatchObject({ documentID: null, approvalRequired: null });
    expect((await download(employee, main)).statusCode).toBe(404);
    const [files] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from stored_files where account_id = ${main}`,
    );
    expect(files!.n).toBe(0);
    expect(
      (await s.gql<{ ceUserGuidelineAccess: boolean }>(employee, ACCESS)).data!.ceUserGuidelineAccess,
    ).toBe(true);
  });
});
