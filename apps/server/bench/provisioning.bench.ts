/**
 * Issue 30: one provisioning batch of 50 000 subscriptions (and their 50 000 people, 10 accounts, 20 billing
 * groups) on a fresh PostgreSQL database: the dry run, the first run, the same batch again (nothing changes) and a
 * batch that moves 5 000 subscriptions to other billing groups. Prints each one's time and records per second.
 * Target: the first run at 5 000 records/s or more (set-based writes; one statement per record was far below).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { provision } from '../src/modules/platform/provisioning/provisioning.service.ts';
import type { ProvisioningInput } from '../src/modules/platform/provisioning/provisioning-format.ts';
import { createServices } from '../src/services.ts';
import { type Figure, number } from './figures.ts';
import { adminUrl, BENCH_SEED_NOW, loadAverage, verdict } from './shared.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_PROVISIONING_SUBSCRIPTIONS ?? 50_000);
const TARGET_PER_SECOND = 5_000;

function batch(moved = 0): Required<ProvisioningInput> {
  const c = 'BENCH';
  const accounts = Array.from({ length: 10 }, (_, i) => ({
    customer: c,
    id: `A${i}`,
    name: `Konto ${i}`,
    parent: i === 0 ? null : 'A0',
  }));
  const groups = Array.from({ length: 20 }, (_, i) => ({
    customer: c,
    id: `G${i}`,
    account: `A${i % 10}`,
    name: `Fakturagruppe ${i}`,
  }));
  const people = Array.from({ length: SUBSCRIPTIONS }, (_, i) => ({
    customer: c,
    id: `P${i}`,
    firstName: `Fornavn${i}`,
    lastName: 'Etternavn',
    email: `ansatt${i}@bench.example`,
    mobile: `+479${String(i).padStart(7, '0')}`,
    employeeNumber: String(i),
    department: `Avdeling ${i % 12}`,
    position: 'Rådgiver',
    ...(i === 0 ? { roles: ['CostControl'], accountAccess: ['A0'] } : {}),
  }));
  const subscriptions = people.map((p, i) => {
    const g = (i + (i < moved ? 10 : 0)) % 20;
    return {
      customer: c,
      id: `S${i}`,
      number: p.mobile,
      account: `A${g % 10}`,
      billingGroup: `G${g}`,
      person: p.id,
      dataIncludedBytes: 10 * 1024 ** 3,
    };
  });
  return { customers: [{ id: c, name: 'Benk AS' }], accounts, billingGroups: groups, people, subscriptions };
}

export async function runProvisioningBench(): Promise<Figure[]> {
  const name = `connect_bench_provisioning_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  const results: Figure[] = [];
  try {
    await database.migrate();
    const clock = fixedClock(BENCH_SEED_NOW);
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const invite = { messaging: createServices(config, clock).messaging, config };
    const records = (b: Required<ProvisioningInput>) =>
      Object.values(b).reduce((n, list) => n + list.length, 0);
    const step = async (
      label: string,
      body: Required<ProvisioningInput>,
      dryRun: boolean,
      target?: number,
    ) => {
      const started = performance.now();
      const r = await provision(database.db, clock, body, { dryRun, invite });
      const seconds = (performance.now() - started) / 1000;
      const perSecond = Math.round(records(body) / seconds);
      const s = r.counts.subscriptions;
      const ok = target === undefined || perSecond >= target;
      console.log(
        `  ${label.padEnd(28)} ${seconds.toFixed(2).padStart(6)} s  ${String(perSecond).padStart(7)} records/s` +
          `  subscriptions ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged` +
          (target === undefined ? '' : `  (target ≥ ${target}/s: ${verdict(ok)})`),
      );
      results.push({
        measure: target === undefined ? label : `${label} (≥ ${number(target)} records/s)`,
        size: `${number(records(body))} records`,
        value: seconds * 1000,
        unit: 'ms',
        target: target === undefined ? undefined : (records(body) / target) * 1000,
        ok,
      });
    };
    const first = batch();
    console.log(`  one batch: ${records(first)} records (${SUBSCRIPTIONS} subscriptions), ${loadAverage()}`);
    await step('dry run', first, true);
    await step('first run', first, false, TARGET_PER_SECOND);
    await step('same batch again', first, false);
    await step('5 000 moved', batch(Math.min(5_000, SUBSCRIPTIONS)), false);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return results;
}
