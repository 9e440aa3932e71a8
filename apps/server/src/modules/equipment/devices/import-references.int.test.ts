import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/**
 * Migration 0029 checks a device's import, and a device event's import and actor, once per statement instead of
 * by row-by-row foreign keys: each write or delete that would leave a reference dangling is refused as before.
 */
describe('import and actor references', () => {
  let s: TestServer;
  let deviceId: number;
  let importId: number;
  let personId: number;
  const db = () => s.database.db;
  const refused = (statement: ReturnType<typeof sql>) =>
    expect(db().execute(statement)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }),
    });

  beforeAll(async () => {
    s = await createTestServer();
    const [device] = await queryRows<{ id: number; accountId: number }>(
      db(),
      sql`select id, account_id as "accountId" from devices order by id limit 1`,
    );
    deviceId = device!.id;
    const [person] = await queryRows<{ id: number }>(db(), sql`select catalog_id as id from people limit 1`);
    personId = person!.id;
    const [created] = await queryRows<{ id: number }>(
      db(),
      sql`insert into device_imports (account_id, imported_by, file_name, added, updated, unchanged)
          values (${device!.accountId}, ${personId}, 'ref.xlsx', 0, 0, 0) returning id`,
    );
    importId = created!.id;
  });
  afterAll(() => s.close());

  it('take events and devices that name an existing import and person', async () => {
    await db().execute(sql`insert into device_events (device_id, event_type, actor_catalog_id, import_id)
      values (${deviceId}, 'updated', ${personId}, ${importId}), (${deviceId}, 'updated', null, null)`);
    await db().execute(sql`update devices set import_id = ${importId} where id = ${deviceId}`);
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from device_events where import_id = ${importId}`,
    );
    expect(n!.n).toBe(1);
  });

  it('refuse an event or a device naming an import that does not exist, or an unknown actor', async () => {
    await refused(sql`insert into device_events (device_id, event_type, import_id)
      values (${deviceId}, 'updated', null), (${deviceId}, 'updated', 987654)`);
    await refused(sql`insert into device_events (device_id, event_type, actor_catalog_id)
      values (${deviceId}, 'updated', 987654)`);
    await refused(sql`update device_events set actor_catalog_id = 987654 where device_id = ${deviceId}`);
    await refused(sql`update devices set import_id = 987654 where id = ${deviceId}`);
  });

  it('refuse deleting an import or a person that events still name', async () => {
    await refused(sql`delete from device_imports where id = ${importId}`);
    await refused(sql`delete from people where catalog_id = ${personId}`);
  });
});
