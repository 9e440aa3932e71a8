import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice } from '../../../../test/factories/equipment.ts';
import {
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { fixedClock } from '../../../clock.ts';
import { queryRows } from '../../../db/client.ts';
import { sendLeavingReminders } from './reminders.ts';

const OFFBOARDING = `query($c: Int!) { offboarding(catalogID: $c) {
  devices { deviceID version }
  reminders { leavingDate step channel recipientName toLeaver deviceCount sentAt } } }`;
const RETURN = `mutation($c: Int!, $d: Int!, $v: Int!) {
  decideLeaverDevice(catalogID: $c, deviceID: $d, version: $v, decision: returned) { person { catalogID } } }`;

type Message = { recipient: string; channel: string; subject: string | null; body: string };

/**
 * Issue 33 §1, the reminders of open devices (docs/LEAVING.md "Reminders"), on the test clock's 15.11.2026 with the
 * default 7 days: Lise leaves 20.11 with a phone on account A and a laptop on account B; Eva is the equipment
 * administrator of A (reading English), Ola of B; Per leaves the same day and has returned his only device.
 */
describe('leaving reminders: the job', () => {
  let s: TestServer;
  let eva: string;
  let lise: BuiltPerson;
  let per: BuiltPerson;
  let phone: number;

  const run = (day?: string) =>
    sendLeavingReminders({
      db: s.database.db,
      config: s.config,
      services: day ? { ...s.services, clock: fixedClock(`${day}T09:00:00+01:00`) } : s.services,
    });
  const messages = () =>
    queryRows<Message>(
      s.database.db,
      sql`select recipient, channel, subject, body from outbox_messages
          where recipient like '%@avgang.example' or recipient like '+4799%' order by id`,
    );
  const setLeaving = (who: BuiltPerson, date: string | null) =>
    s.database.db.execute(
      sql`update people set leaving_date = ${date}::date where catalog_id = ${who.catalogId}`,
    );

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Avgang AS', services: [Service.Equipment] });
    const a = await buildAccount(db, { customer, name: 'Avgang A' });
    const b = await buildAccount(db, { customer, name: 'Avgang B' });
    const evaPerson = await buildPerson(db, {
      customer,
      firstName: 'Eva',
      lastName: 'Admin',
      email: 'eva@avgang.example',
      roles: [Role.ConnectEquipmentOverview],
      access: [a],
    });
    eva = await s.tokenFor(evaPerson.catalogId);
    await db.execute(
      sql`insert into dashboard_alert_languages (catalog_id, language) values (${evaPerson.catalogId}, 'en')`,
    );
    await buildPerson(db, {
      customer,
      firstName: 'Ola',
      lastName: 'Admin',
      email: 'ola@avgang.example',
      roles: [Role.ConnectEquipmentOverview],
      access: [b],
    });
    await buildPerson(db, {
      customer,
      email: 'kost@avgang.example',
      roles: [Role.CostControl],
      access: [a, b],
    });
    lise = await buildPerson(db, {
      customer,
      firstName: 'Lise',
      lastName: 'Avgang',
      email: 'lise@avgang.example',
      mobile: '+4799000001',
    });
    per = await buildPerson(db, {
      customer,
      firstName: 'Per',
      lastName: 'Levert',
      email: 'per@avgang.example',
      mobile: '+4799000002',
    });
    phone = (await buildDevice(db, { account: a, person: lise, description: 'iPhone 15' })).id;
    await buildDevice(db, { account: b, person: lise, description: 'ThinkPad X1' });
    const perPhone = (await buildDevice(db, { account: a, person: per, description: 'iPhone 13' })).id;
    // Their subscriptions keep them on account A once the phones are back (a decision answers the offboarding).
    await buildSubscription(db, { account: a, person: per });
    await buildSubscription(db, { account: a, person: lise });
    await setLeaving(lise, '2026-11-20');
    await setLeaving(per, '2026-11-20');
    const returned = await s.gql(eva, RETURN, { c: per.catalogId, d: perPhone, v: 1 });
    expect(returned.errors).toBeUndefined();
  });
  afterAll(() => s.close());

  it('sends the before step once across two simultaneous runs and a rerun, nothing for a returned device', async () => {
    const [first, second] = await Promise.all([run(), run()]);
    expect(first + second).toBe(4);
    expect(await run()).toBe(0);
    const sent = await messages();
    expect(sent.map((m) => `${m.channel} ${m.recipient}`).sort()).toEqual([
      'email eva@avgang.example',
      'email lise@avgang.example',
      'email ola@avgang.example',
      'sms +4799000001',
    ]);
    const to = (r: string) => sent.find((m) => m.recipient === r)!;
    expect(to('eva@avgang.example').subject).toBe('Lise Avgang leaves 20.11.2026: equipment not returned');
    expect(to('eva@avgang.example').body).toContain('- iPhone 15\n');
    expect(to('eva@avgang.example').body).not.toContain('ThinkPad');
    expect(to('ola@avgang.example').body).toContain('Disse enhetene til Lise Avgang');
    expect(to('ola@avgang.example').body).toContain('- ThinkPad X1');
    expect(to('lise@avgang.example').body).toContain('- ThinkPad X1\n- iPhone 15');
    expect(to('+4799000001').body).toBe(
      'Du har 2 enheter som skal leveres tilbake eller kjøpes ut innen 20.11.2026.',
    );

    const view = await s.gql<{ offboarding: { reminders: Record<string, unknown>[] } }>(eva, OFFBOARDING, {
      c: lise.catalogId,
    });
    expect(view.data!.offboarding.reminders).toHaveLength(4);
    expect(view.data!.offboarding.reminders).toContainEqual({
      leavingDate: '2026-11-20',
      step: 'before',
      channel: 'sms',
      recipientName: 'Lise Avgang',
      toLeaver: true,
      deviceCount: 2,
      sentAt: '2026-11-15T09:00:00.000Z',
    });
    const perView = await s.gql<{ offboarding: { reminders: unknown[] } }>(eva, OFFBOARDING, {
      c: per.catalogId,
    });
    expect(perView.data!.offboarding.reminders).toEqual([]);
  });

  it('sends the overdue step once from the day after, naming only what is still open', async () => {
    const view = await s.gql<{ offboarding: { devices: { deviceID: number; version: number }[] } }>(
      eva,
      OFFBOARDING,
      { c: lise.catalogId },
    );
    const v = view.data!.offboarding.devices.find((d) => d.deviceID === phone)!.version;
    expect((await s.gql(eva, RETURN, { c: lise.catalogId, d: phone, v })).errors).toBeUndefined();
    expect(await run('2026-11-20')).toBe(0);
    const before = (await messages()).length;
    expect(await run('2026-11-21')).toBe(3);
    expect(await run('2026-11-22')).toBe(0);
    const overdue = (await messages()).slice(before);
    expect(overdue.map((m) => m.recipient).sort()).toEqual([
      '+4799000001',
      'lise@avgang.example',
      'ola@avgang.example',
    ]);
    expect(overdue.find((m) => m.recipient === 'lise@avgang.example')!.subject).toBe(
      'Utstyr som ikke er levert tilbake',
    );
    expect(overdue.find((m) => m.recipient === 'lise@avgang.example')!.body).not.toContain('iPhone');
  });

  it('a changed leaving date starts its own steps; a date taken back sends nothing', async () => {
    await setLeaving(lise, '2026-11-25');
    expect(await run('2026-11-22')).toBe(3);
    expect(await run('2026-11-22')).toBe(0);
    await setLeaving(lise, null);
    expect(await run('2026-11-26')).toBe(0);
  });
});
