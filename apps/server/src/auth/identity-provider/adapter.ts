import { sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { type Executor, queryRows } from '../../db/client.ts';
import { inList } from '../../db/sql.ts';

/** Models whose rows belong to a grant and go when the grant is revoked. */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * oidc-provider's storage in the `oidc_payloads` table. Expiry uses the database's clock: oidc-provider itself
 * runs on real time, not on the portal's (test) clock.
 */
export function databaseAdapter(db: Executor) {
  return (model: string): Adapter => {
    async function findWhere(condition: ReturnType<typeof sql>): Promise<AdapterPayload | undefined> {
      const [row] = await queryRows<{ payload: AdapterPayload }>(
        db,
        sql`select payload from oidc_payloads
          where model = ${model} and ${condition} and (expires_at is null or expires_at > now())`,
      );
      return row?.payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        // A new interaction starts each login: a good moment to drop what has expired.
        if (model === 'Interaction')
          await db.execute(sql`delete from oidc_payloads where expires_at < now()`);
        const expiresAt =
          typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
        await db.execute(sql`
          insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
          values (${model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
                  ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt}::timestamptz)
          on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
            user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
      },
      find: (id) => findWhere(sql`id = ${id}`),
      findByUid: (uid) => findWhere(sql`uid = ${uid}`),
      findByUserCode: (userCode) => findWhere(sql`user_code = ${userCode}`),
      async consume(id) {
        const at = Math.floor(Date.now() / 1000);
        await db.execute(sql`
          update oidc_payloads set payload = jsonb_set(payload, '{consumed}', to_jsonb(${at}::int))
          where model = ${model} and id = ${id}`);
      },
      async destroy(id) {
        await db.execute(sql`delete from oidc_payloads where model = ${model} and id = ${id}`);
      },
      async revokeByGrantId(grantId) {
        await db.execute(sql`
          delete from oidc_payloads where grant_id = ${grantId}
            and model in ${inList(GRANTABLE)}`);
      },
    };
  };
}
