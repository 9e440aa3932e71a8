import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { columnsOf, type RowOf, selectRows } from '../../../db/columns.ts';
import { deviceEvents } from '../../../db/schema/devices.ts';

/** SQL of device events: written with the change they record, read newest first. */

export type { FieldChange } from '../../../db/schema/devices.ts';

/** An event as the history reads it: the table's columns but the import, typed by the table. */
const EVENT = columnsOf(deviceEvents, 'e', ['importId']);
export type DeviceEventRow = RowOf<typeof EVENT>;
export type NewDeviceEvent = Pick<DeviceEventRow, 'eventType' | 'params' | 'changes'>;

export async function insertEvents(
  db: Executor,
  deviceId: number,
  actorCatalogId: number,
  events: NewDeviceEvent[],
): Promise<void> {
  if (!events.length) return;
  // One statement; its rows take their ids in the order given, which orders one save's events.
  await db.insert(deviceEvents).values(events.map((e) => ({ ...e, deviceId, actorCatalogId })));
}

/** A device's events, newest first (the id breaks ties within one save). */
export async function listEvents(
  db: Executor,
  deviceId: number,
  limit: number,
  offset: number,
): Promise<{ events: DeviceEventRow[]; totalCount: number }> {
  const events = await selectRows(
    db,
    EVENT,
    (columns) => sql`select ${columns} from device_events e where e.device_id = ${deviceId}
        order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`,
  );
  const [n] = await selectRows(
    db,
    { n: sql<number>`count(*)::int` },
    (columns) => sql`select ${columns} from device_events where device_id = ${deviceId}`,
  );
  return { events, totalCount: n!.n };
}
