import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, restOutcome } from './matrix.ts';
import { EQUIPMENT } from './policies.authz.ts';

/**
 * The buy-out quote PDF: an equipment admin's (the Equipment service and ConnectEquipmentOverview or
 * ConnectGlobalAdmin), like the policies it prices by.
 */

/** A priced phone of a member of an own policy with mobile on; on the foreign side any device of the other account. */
async function quotedDevice(s: TestServer, ids: 'own' | 'foreign') {
  const accountId = ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;
  const [member] =
    ids === 'own'
      ? await queryRows<{ catalogId: number }>(
          s.database.db,
          sql`select m.catalog_id as "catalogId" from ce_policy_members m
              join ce_policies p on p.id = m.policy_id
              join ce_policy_category_details cd on cd.policy_id = p.id and cd.category_id = 1 and cd.active
              where p.account_id = ${accountId} order by m.catalog_id limit 1`,
        )
      : [];
  const [device] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into devices (account_id, class_id, description, catalog_id, cost_price, ordered_at)
        values (${accountId}, 1, 'Matrise', ${member?.catalogId ?? null}, 500000, '2026-01-10') returning id`,
  );
  return { accountId, deviceId: device!.id };
}

export const rows: AuthzRow[] = [
  {
    operation: 'GET /api/devices/:deviceId/buy-out-quote',
    ...EQUIPMENT,
    call: async (s, token, ids) => {
      const { accountId, deviceId } = await quotedDevice(s, ids);
      const res = await s.app.inject({
        method: 'GET',
        url: `/api/devices/${deviceId}/buy-out-quote?accountID=${accountId}&date=2026-11-15`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return restOutcome(res.statusCode);
    },
  },
];
