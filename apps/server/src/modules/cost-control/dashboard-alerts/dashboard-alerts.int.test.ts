import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import { buildDiscovered } from '../../../../test/factories/equipment.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { sendDashboardAlertDigests } from './dashboard-alerts.service.ts';

const ALERTS = `query($a: Int!) { dashboardAlerts(accountID: $a) {
  items { kind subscriptionID discoveredDeviceID names phoneNumber categoryGroupKey amount usual seenOn description }
  settings { usualFactor minIncrease unallocatedDays sendDigest version } } }`;
const UPDATE = `mutation($a: Int!, $v: Int!, $f: Float!, $m: Float!, $d: Int!, $s: Boolean!, $l: String) {
  updateDashboardAlertSettings(accountID: $a, version: $v, usualFactor: $f, minIncrease: $m, unallocatedDays: $d,
    sendDigest: $s, language: $l) { usualFactor minIncrease unallocatedDays sendDigest version } }`;

type Alert = {
  kind: string;
  subscriptionID: number | null;
  discoveredDeviceID: number | null;
  names: string;
  categoryGroupKey: string | null;
  amount: number | null;
  usual: number | null;
  seenOn: string | null;
};
type Alerts = { dashboardAlerts: { items: Alert[]; settings: { version: number; unallocatedDays: number } } };

const monthly = (category: string, amountOre: number, months: string[]) =>
  months.map((m) => ({ date: `${m}-10`, category, amountOre }));
const HISTORY = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

/**
 * The dashboard alerts on a world of their own (Varsel AS, today 15.11.2026): account Nord with Eva, whose data is
 * 100 kr a month and 1 000 kr in November and who parked for 1 200 kr in October, and Ola, steady at 100 kr and 300 kr in
 * November (3 × his usual and 200 kr above it: on the rule's edge, not far above); account Sør with a subscription
 * nobody uses that costs 299 kr; two devices seen on the network in Nord, on 08.11 (a week before, on the edge: it
 * stands out) and 12.11.
 */
describe('dashboard alerts', () => {
  let s: TestServer;
  let nord: number;
  let sor: number;
  let costAdmin: string;
  let sorAdmin: string;
  let equipmentAdmin: string;
  let otherAdmin: string;
  const ids = {
    costAdmin: 0,
    sorAdmin: 0,
    equipmentAdmin: 0,
    otherAdmin: 0,
    leaver: 0,
    quietAdmin: 0,
    eva: 0,
    unused: 0,
    old: 0,
    recent: 0,
  };

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const clock = s.services.clock;
    const customer = await buildCustomer(db, { name: 'Varsel AS' });
    const nordAccount = await buildAccount(db, { customer, name: 'Nord' });
    const sorAccount = await buildAccount(db, { customer, name: 'Sør' });
    nord = nordAccount.id;
    sor = sorAccount.id;
    const profile = await buildProfile(db, {
      account: nordAccount,
      rules: { data: { covers: true }, content: { covers: true } },
    });
    const eva = await buildPerson(db, { customer, firstName: 'Eva', lastName: 'Ek' });
    const evaSub = await buildSubscription(db, { account: nordAccount, person: eva, profile });
    ids.eva = evaSub.id;
    await buildUsage(db, clock, evaSub, [
      ...monthly('Data innland', 10_000, HISTORY),
      { date: '2026-11-05', category: 'Data innland', amountOre: 100_000 },
      {
        date: '2026-10-12',
        category: 'Innholdstjeneste: Parkering',
        amountOre: 120_000,
        contentStatus: 'approved',
      },
    ]);
    const ola = await buildPerson(db, { customer, firstName: 'Ola', lastName: 'Nordmann' });
    const olaSub = await buildSubscription(db, { account: nordAccount, person: ola, profile });
    await buildUsage(db, clock, olaSub, [
      ...monthly('Data innland', 10_000, HISTORY),
      { date: '2026-11-05', category: 'Data innland', amountOre: 30_000 },
    ]);
    const unused = await buildSubscription(db, { account: sorAccount });
    ids.unused = unused.id;
    await buildUsage(db, clock, unused, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
    ]);
    ids.old = (
      await buildDiscovered(db, { account: nordAccount, seenOn: '2026-11-08', description: 'iPhone 15' })
    ).id;
    ids.recent = (await buildDiscovered(db, { account: nordAccount, seenOn: '2026-11-12' })).id;
    await buildDiscovered(db, { account: nordAccount, seenOn: '2026-10-01', dismissedBy: eva });

    const admin = async (
      roles: Role[],
      access: { id: number; customerId: number; billingGroupId: number }[],
      key: keyof typeof ids,
      c = customer,
    ) => {
      const p = await buildPerson(db, { customer: c, roles, access });
      ids[key] = p.catalogId;
      return s.tokenFor(p.catalogId);
    };
    costAdmin = await admin([Role.CostControl], [nordAccount], 'costAdmin');
    sorAdmin = await admin([Role.CostControl], [sorAccount], 'sorAdmin');
    equipmentAdmin = await admin([Role.ConnectEquipmentOverview], [nordAccount], 'equipmentAdmin');
    const leaver = await buildPerson(db, { customer, roles: [Role.CostControl], access: [nordAccount] });
    ids.leaver = leaver.catalogId;
    await db.execute(
      sql`update people set leaving_date = '2026-11-14' where catalog_id = ${leaver.catalogId}`,
    );
    // A customer with a case that has switched the digest off.
    const quiet = await buildCustomer(db, { name: 'Av AS' });
    const quietAccount = await buildAccount(db, { customer: quiet });
    const quietUnused = await buildSubscription(db, { account: quietAccount });
    await buildUsage(db, clock, quietUnused, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 9_900 },
    ]);
    const quietToken = await admin([Role.CostControl], [quietAccount], 'quietAdmin', quiet);
    const off = await s.gql(quietToken, UPDATE, { a: quietAccount.id, v: 0, f: 3, m: 200, d: 7, s: false });
    expect(off.errors).toBeUndefined();
    const other = await buildCustomer(db, { name: 'Stille AS' });
    const otherAccount = await buildAccount(db, { customer: other });
    otherAdmin = await admin(
      [Role.CostControl, Role.ConnectEquipmentOverview],
      [otherAccount],
      'otherAdmin',
      other,
    );
  });
  afterAll(() => s.close());

  const alerts = async (token: string, a: number) =>
    (await s.gql<Alerts>(token, ALERTS, { a })).data?.dashboardAlerts;

  it('lists data far above the usual month for cost control, with the usual month beside it', async () => {
    const found = await alerts(costAdmin, nord);
    expect(found?.items).toEqual([
      expect.objectContaining({
        kind: 'usageAboveUsual',
        subscriptionID: ids.eva,
        names: 'Eva Ek',
        categoryGroupKey: 'data',
        amount: 1000,
        usual: 100,
      }),
      // 1 200 kr of covered parking in October, 200 kr of it above the yearly 1 000 kr.
      expect.objectContaining({
        kind: 'contentOverThreshold',
        subscriptionID: ids.eva,
        amount: 200,
        usual: null,
      }),
    ]);
    expect(found?.settings).toMatchObject({ version: 0, unallocatedDays: 7 });
  });

  it('lists a subscription without a person that costs money in its own account only', async () => {
    const found = await alerts(sorAdmin, sor);
    expect(found?.items.map((i) => [i.kind, i.subscriptionID, i.amount])).toEqual([
      ['subscriptionWithoutPerson', ids.unused, 299],
    ]);
  });

  it('lists discovered devices unallocated for a week to the equipment administrator only', async () => {
    const found = await alerts(equipmentAdmin, nord);
    expect(found?.items.map((i) => [i.kind, i.discoveredDeviceID, i.seenOn])).toEqual([
      ['unallocatedDevice', ids.old, '2026-11-08'],
    ]);
  });

  it("answers another customer's or an unseen account as not found", async () => {
    for (const [token, account] of [
      [otherAdmin, nord],
      [sorAdmin, nord],
    ] as const) {
      const r = await s.gql(token, ALERTS, { a: account });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const r = await s.gql(otherAdmin, UPDATE, { a: nord, v: 0, f: 3, m: 200, d: 7, s: true });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('saves the thresholds with a version, refuses a stale save and values out of bounds', async () => {
    const save = (v: number, d: number, f = 3) =>
      s.gql<{ updateDashboardAlertSettings: { version: number } }>(equipmentAdmin, UPDATE, {
        a: nord,
        v,
        f,
        m: 200,
        d,
        s: true,
        l: 'en',
      });
    expect((await save(0, 2)).data?.updateDashboardAlertSettings).toMatchObject({ version: 1 });
    expect((await save(0, 3)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const bad = await save(1, 0, 1.2);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { fields: ['usualFactorPercent', 'unallocatedDays'] },
    });
    const found = await alerts(equipmentAdmin, nord);
    expect(found?.items.map((i) => i.discoveredDeviceID)).toEqual([ids.old, ids.recent]);
    expect(found?.settings).toMatchObject({ version: 1, unallocatedDays: 2 });
  });

  it('e-mails each administrator one digest a day of what they see, in their language, across two processes; none to a leaver, nothing without a case or with the digest off', async () => {
    const deps = { db: s.database.db, config: s.config, services: s.services };
    await Promise.all([sendDashboardAlertDigests(deps), sendDashboardAlertDigests(deps)]);
    await sendDashboardAlertDigests(deps);
    const digests = await queryRows<{ catalogId: number; cases: number; subject: string; body: string }>(
      s.database.db,
      sql`select g.catalog_id as "catalogId", g.cases, o.subject, o.body
        from dashboard_alert_digests g join outbox_messages o on o.id = g.outbox_id
        where g.catalog_id in (${ids.costAdmin}, ${ids.sorAdmin}, ${ids.equipmentAdmin}, ${ids.otherAdmin},
          ${ids.leaver}, ${ids.quietAdmin})
        order by g.catalog_id`,
    );
    expect(digests.map((d) => [d.catalogId, d.cases])).toEqual([
      [ids.costAdmin, 2],
      [ids.sorAdmin, 1],
      [ids.equipmentAdmin, 2],
    ]);
    const [cost, sorDigest, equipment] = digests.map((d) => ({
      ...d,
      body: d.body.replace(/[\u00a0\u202f]/g, ' '),
    }));
    expect(cost?.subject).toBe('Kostnadskontroll: 2 saker å se på');
    expect(cost?.body).toContain('Eva Ek');
    expect(cost?.body).toContain('data 1 000,00 kr denne måneden (vanligvis 100,00 kr)');
    expect(cost?.body).toContain('200,00 kr over grensen i år');
    expect(cost?.body).not.toContain('299');
    expect(sorDigest?.body).toContain('299,00 kr siste to måneder');
    expect(equipment?.subject).toBe('Cost control: 2 cases to look at');
    expect(equipment?.body).toContain('iPhone 15');
    expect(equipment?.body).not.toContain('Eva Ek: data');
  });
});
