import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Db, queryRows } from '../db/client.ts';
import { createRandom } from './random.ts';
import { seedTenancy, type TenancySeed } from './tenancy.ts';

export type SeedOptions = { subscriptions: number; clock: Clock; seed?: number };
export type DemoSeed = TenancySeed;

/** True when the database has no customers yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from customers`);
  return (r?.n ?? 0) === 0;
}

/**
 * Writes the demo data: deterministic for a given size and seed. Each area adds its part after the tenancy,
 * all in one transaction so a failed seed leaves an empty database that the next start seeds again.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<DemoSeed> {
  const rnd = createRandom(opts.seed ?? 20261121);
  return db.transaction(async (tx) => {
    const tenancy = await seedTenancy(tx, rnd, { subscriptions: opts.subscriptions });
    return tenancy;
  });
}
