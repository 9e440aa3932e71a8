import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/** A policy category is a device class: its names, for the import's column headers. */
export type CategoryNameRow = { id: number; nameEn: string; nameNo: string };

export async function categoryNames(db: Executor): Promise<CategoryNameRow[]> {
  return queryRows<CategoryNameRow>(
    db,
    sql`select id, name_en as "nameEn", name_no as "nameNo" from device_classes order by id`,
  );
}
