import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Db, queryRows } from '../db/client.ts';
import {
  type CostSeed,
  seedCategoryCatalogue,
  seedCustomFields,
  seedMemberships,
  seedPaymentProfiles,
} from './cost.ts';
import { seedDevices } from './devices.ts';
import { seedDiscoveredDevices } from './discovered.ts';
import { seedFileExports } from './exports.ts';
import { seedGuidelines } from './guidelines.ts';
import { SeedPhases } from './phases.ts';
import { seedPolicies } from './policies.ts';
import { createRandom } from './random.ts';
import { seedSmsSenders } from './sms-senders.ts';
import { seedTenancy, type TenancySeed } from './tenancy.ts';
import { seedUsage } from './usage.ts';

export type SeedOptions = {
  subscriptions: number;
  clock: Clock;
  seed?: number;
  /** Where the time of each phase is added up (tenancy, usage lines, roll-ups, costs, closing, …), for `npm run seed`. */
  phases?: SeedPhases;
};
export type DemoSeed = TenancySeed & { cost: CostSeed };

/** True when the database has no customers yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from customers`);
  return (r?.n ?? 0) === 0;
}

/**
 * Writes the demo data: deterministic for a given size and seed. Each area adds its part after the tenancy,
 * all in one transaction so a failed seed leaves an empty database that the next start seeds again. The usage goes
 * the bulk path (COPY, then set-based statements over all of it: usage.ts).
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<DemoSeed> {
  const rnd = createRandom(opts.seed ?? 20261121);
  const phases = opts.phases ?? new SeedPhases();
  return db.transaction(async (tx) => {
    const { tenancy, catalogue, profiles, customFields } = await phases.time('tenancy', async () => {
      const tenancy = await seedTenancy(tx, rnd, { subscriptions: opts.subscriptions, clock: opts.clock });
      await seedSmsSenders(tx, tenancy);
      const catalogue = await seedCategoryCatalogue(tx);
      const profiles = await seedPaymentProfiles(tx, tenancy, catalogue.categoryGroups);
      await seedMemberships(tx, rnd, tenancy, profiles);
      const customFields = await seedCustomFields(tx, tenancy);
      return { tenancy, catalogue, profiles, customFields };
    });
    await seedUsage(tx, rnd, opts.clock, tenancy, catalogue, phases);
    await phases.time('equipment', async () => {
      await seedFileExports(tx, tenancy, customFields, opts.clock.now());
      await seedPolicies(tx, tenancy);
      await seedGuidelines(tx, tenancy, opts.clock.now());
      await seedDevices(tx, tenancy, opts.clock.now());
      await seedDiscoveredDevices(tx, tenancy, opts.clock.now());
    });
    return { ...tenancy, cost: { ...catalogue, profiles, customFields } };
  });
}
