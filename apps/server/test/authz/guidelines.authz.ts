import { sql } from 'drizzle-orm';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall, restOutcome } from './matrix.ts';

/**
 * The guideline: its settings and PDF upload are the policy admins' (Equipment service and role); reading one's
 * access, the PDF and answering need the Equipment service only. Provider staff acting as themselves have no
 * Equipment service.
 */
const ADMIN = {
  allowed: ['admin'] as AuthzRow['allowed'],
  denied: ['costControl', 'employee', 'provider'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};
const EMPLOYEE = {
  allowed: ['admin', 'costControl', 'employee'] as AuthzRow['allowed'],
  denied: ['provider'] as AuthzRow['denied'],
  foreignCaller: 'employee' as const,
};

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const BOUNDARY = 'authz-boundary';

/** A guideline with a PDF on the side's account, so reading and answering it can succeed. */
async function withGuideline(s: TestServer, ids: 'own' | 'foreign') {
  const accountId = account(s, ids);
  await s.database.db.execute(sql`with f as (
      insert into stored_files (account_id, file_name, content_type, size, content)
      values (${accountId}, 'r.pdf', 'application/pdf', ${PDF.length}, ${PDF}) returning id)
    insert into ce_guidelines (account_id, document_id, approval_required)
    select ${accountId}, f.id, true from f
    on conflict (account_id) do update set document_id = excluded.document_id, approval_required = true`);
  return accountId;
}

const rest = (method: 'GET' | 'DELETE', path: string) =>
  (async (s, token, ids) => {
    const accountId = await withGuideline(s, ids);
    const res = await s.app.inject({
      method,
      url: `${path}?accountID=${accountId}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return restOutcome(res.statusCode);
  }) satisfies AuthzRow['call'];

export const rows: AuthzRow[] = [
  {
    operation: 'Query.ceGuideline',
    ...ADMIN,
    call: gqlCall('query($a: Int!) { ceGuideline(accountID: $a) { ID } }', async (s, ids) => ({
      a: await withGuideline(s, ids),
    })),
  },
  {
    operation: 'Mutation.updateCEGuideline',
    ...ADMIN,
    call: gqlCall(
      'mutation($a: Int!) { updateCEGuideline(accountID: $a, approvalRequired: false) { ID } }',
      (s, ids) => ({ a: account(s, ids) }),
    ),
  },
  {
    operation: 'Query.ceUserGuidelineAccess',
    ...EMPLOYEE,
    call: gqlCall('query($a: Int) { ceUserGuidelineAccess(accountID: $a) }', async (s, ids) => ({
      a: ids === 'own' ? null : await withGuideline(s, ids),
    })),
  },
  {
    operation: 'Mutation.respondToCEGuideline',
    ...EMPLOYEE,
    call: gqlCall(
      'mutation($a: Int) { respondToCEGuideline(accepted: true, accountID: $a) }',
      async (s, ids) => {
        const accountId = await withGuideline(s, ids);
        return { a: ids === 'own' ? null : accountId };
      },
    ),
  },
  { operation: 'GET /api/guidelines', ...EMPLOYEE, call: rest('GET', '/api/guidelines') },
  { operation: 'DELETE /api/guidelines', ...ADMIN, call: rest('DELETE', '/api/guidelines') },
  {
    operation: 'PUT /api/guidelines/:accountId',
    ...ADMIN,
    call: async (s, token, ids) => {
      const payload = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        PDF,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const res = await s.app.inject({
        method: 'PUT',
        url: `/api/guidelines/${account(s, ids)}`,
        payload,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
      });
      return restOutcome(res.statusCode);
    },
  },
];
