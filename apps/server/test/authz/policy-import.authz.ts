import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { postFile } from '../multipart.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, restOutcome } from './matrix.ts';
import { EQUIPMENT } from './policies.authz.ts';

/** The policy import (002 §6/§7): equipment admins, on a policy of an account they see. */

async function policyOf(s: TestServer, ids: 'own' | 'foreign'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`select id from ce_policies where account_id = ${ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other}
        order by id limit 1`,
  );
  return row!.id;
}

/** The policy's own template sent back (a dry run, so it can be sent again). */
async function roundTrip(s: TestServer, token: string | null, ids: 'own' | 'foreign', path: string) {
  const id = await policyOf(s, ids);
  const admin = await s.tokenFor(ids === 'own' ? 'admin' : 'otherAdmin');
  const template = await s.app.inject({
    method: 'GET',
    url: `/api/policies/template/${id}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  return restOutcome(
    (await postFile(s, token, `/api/policies/${path.replace('{id}', String(id))}`, template.rawPayload))
      .statusCode,
  );
}

export const rows: AuthzRow[] = [
  {
    operation: 'GET /api/policies/template/:id',
    ...EQUIPMENT,
    call: async (s, token, ids) =>
      restOutcome(
        (
          await s.app.inject({
            method: 'GET',
            url: `/api/policies/template/${await policyOf(s, ids)}`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).statusCode,
      ),
  },
  {
    operation: 'POST /api/policies/:id',
    ...EQUIPMENT,
    call: (s, t, ids) => roundTrip(s, t, ids, '{id}?dryRun=true'),
  },
  {
    operation: 'POST /api/policies/:id/errors',
    ...EQUIPMENT,
    call: (s, t, ids) => roundTrip(s, t, ids, '{id}/errors'),
  },
];
