import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** SQL of device events: written with the change they record, read newest first. */

export type FieldChange = { field: string; before: string | null; after: string | null };
export type DeviceEventRow = {
  id: number;
  deviceId: number;
  eventType: string;
  actorCatalogId: number | null;
  params: Record<string, unknown>;
  changes: FieldChange[];
  createdAt: Date;
  updatedAt: Date;
};
export type NewDeviceEvent = Pick<DeviceEventRow, 'eventType' | 'params' | 'changes'>;

export async function insertEvents(
  db: Executor,
  deviceId: number,
  actorCatalogId: number,
  events: NewDeviceEvent[],
): Promise<void> {
  for (const e of events)
    await db.execute(
      sql`insert into device_events (device_id, event_type, actor_catalog_id, params, changes)
          values (${deviceId}, ${e.eventType}, ${actorCatalogId}, ${JSON.stringify(e.params)}::jsonb,
            ${JSON.stringify(e.changes)}::jsonb)`,
    );
}

/** A device's events, newest first (the id breaks ties within one save). */
export async function listEvents(
  db: Executor,
  deviceId: number,
  limit: number,
  offset: number,
): Promise<{ events: DeviceEventRow[]; totalCount: number }> {
  const events = await queryRows<DeviceEventRow>(
    db,
    sql`select id, device_id as "deviceId", event_type as "eventType", actor_catalog_id as "actorCatalogId",
          params, changes, created_at as "createdAt", updated_at as "updatedAt"
        from device_events where device_id = ${deviceId}
        order by created_at desc, id desc limit ${limit} offset ${offset}`,
  );
  const [n] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from device_events where device_id = ${deviceId}`,
  );
  return { events, totalCount: n!.n };
}
