import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { sendDeductionTermsReminders } from './reminders.ts';

const TERMS = `query($a: Int!, $p: Int!) { paymentProfileDeductionTerms(accountID: $a, profileID: $p) {
  ID version text holdWithoutConsent createdByName } }`;
const SAVE = `mutation($a: Int!, $p: Int!, $text: String!, $version: Int!, $hold: Boolean!) {
  savePaymentProfileDeductionTerms(accountID: $a, profileID: $p, text: $text, version: $version,
    holdWithoutConsent: $hold) { ID version text holdWithoutConsent } }`;
const SAVE_POLICY = `mutation($a: Int!, $p: Int!, $text: String!, $version: Int!, $hold: Boolean) {
  saveCEPolicyDeductionTerms(accountID: $a, policyID: $p, text: $text, version: $version,
    holdWithoutConsent: $hold) { ID version holdWithoutConsent } }`;
const MINE = 'query { myDeductionTerms { ID version owner ownerName acceptedAt } }';
const ACCEPT = 'mutation($id: Int!) { acceptDeductionTerms(termsID: $id) { ID acceptedAt } }';
const MISSING = `query($a: Int!) { deductionConsentMissing(accountID: $a) { firstName owner ownerName version } }`;

type Terms = { ID: number; version: number; text: string; holdWithoutConsent: boolean };
type Mine = { ID: number; version: number; owner: string; ownerName: string; acceptedAt: string | null };

/**
 * The deduction terms through the real server, on a world of its own (Vilkår AS): the cost-control admin writes the
 * terms of the profile "Mobil", the equipment admin those of the policy "Utstyr"; Eva has a subscription in the
 * profile and is a member of the policy, Ola only has a subscription (with a mobile), Per neither.
 */
describe('deduction terms and consent', () => {
  let s: TestServer;
  let costAdmin: string;
  let equipmentAdmin: string;
  let eva: string;
  let accountId: number;
  let profileId: number;
  let policyId: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Vilkår AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Vilkår AS' });
    accountId = account.id;
    const profile = await buildProfile(db, { account, description: 'Mobil' });
    profileId = profile.id;
    const policy = await buildPolicy(db, { account, name: 'Utstyr' });
    policyId = policy.id;
    const evaPerson = await buildPerson(db, { customer, firstName: 'Eva', lastName: 'Ek' });
    await buildSubscription(db, { account, person: evaPerson, profile });
    await buildPolicyMember(db, { policy, person: evaPerson });
    const ola = await buildPerson(db, {
      customer,
      firstName: 'Ola',
      lastName: 'Nordmann',
      mobile: '+4791234567',
    });
    await buildSubscription(db, { account, person: ola, profile });
    await buildPerson(db, { customer, firstName: 'Per', lastName: 'Uten' });
    eva = await s.tokenFor(evaPerson.catalogId);
    costAdmin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
    equipmentAdmin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [account] }))
        .catalogId,
    );
  });
  afterAll(() => s.close());

  const save = (version: number, text: string, hold = true) =>
    s.gql<{ savePaymentProfileDeductionTerms: Terms[] }>(costAdmin, SAVE, {
      a: accountId,
      p: profileId,
      text,
      version,
      hold,
    });

  it('saves each text as a new version, keeps the old ones, and refuses a stale or too short save', async () => {
    const first = await save(0, '  Privat bruk over 300 kr i måneden trekkes i lønn.  ', false);
    expect(first.data?.savePaymentProfileDeductionTerms).toMatchObject([
      { version: 1, text: 'Privat bruk over 300 kr i måneden trekkes i lønn.', holdWithoutConsent: false },
    ]);
    expect((await save(0, 'Et annet forslag som kom samtidig.')).errors?.[0]?.extensions?.code).toBe(
      'CONFLICT',
    );
    expect((await save(1, 'For kort')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await save(1, 'Privat bruk trekkes i lønn månedlig, også innholdstjenester.');
    const list = await s.gql<{ paymentProfileDeductionTerms: Terms[] }>(costAdmin, TERMS, {
      a: accountId,
      p: profileId,
    });
    expect(list.data?.paymentProfileDeductionTerms.map((t) => [t.version, t.holdWithoutConsent])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('lets the equipment admin write the policy’s terms, and not the cost-control admin', async () => {
    const vars = { a: accountId, p: policyId, text: 'Egenandel over kreditt trekkes i lønn.', version: 0 };
    expect((await s.gql(costAdmin, SAVE_POLICY, vars)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The hold is part of the policy's version too (docs/DEDUCTION-CONSENT.md "Holding deductions back").
    const saved = await s.gql<{ saveCEPolicyDeductionTerms: Terms[] }>(equipmentAdmin, SAVE_POLICY, {
      ...vars,
      hold: true,
    });
    expect(saved.data?.saveCEPolicyDeductionTerms.map((t) => [t.version, t.holdWithoutConsent])).toEqual([
      [1, true],
    ]);
  });

  it('lets the employee accept the current version only, for themselves', async () => {
    const mine = (await s.gql<{ myDeductionTerms: Mine[] }>(eva, MINE)).data!.myDeductionTerms;
    expect(mine.map((t) => [t.owner, t.ownerName, t.version, t.acceptedAt])).toEqual([
      ['paymentProfile', 'Mobil', 2, null],
      ['equipmentPolicy', 'Utstyr', 1, null],
    ]);
    const [old] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from deduction_terms where payment_profile_id = ${profileId} and version = 1`,
    );
    expect((await s.gql(eva, ACCEPT, { id: old!.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const after = await s.gql<{ acceptDeductionTerms: Mine[] }>(eva, ACCEPT, { id: mine[0]!.ID });
    expect(after.data?.acceptDeductionTerms[0]?.acceptedAt).toBe(s.clock.now().toISOString());
  });

  it('lists who has not accepted, and reminds each of them once per version, even from two processes', async () => {
    const missing = await s.gql<{ deductionConsentMissing: { firstName: string; owner: string }[] }>(
      costAdmin,
      MISSING,
      { a: accountId },
    );
    expect(missing.data?.deductionConsentMissing.map((m) => [m.firstName, m.owner])).toEqual([
      ['Eva', 'equipmentPolicy'],
      ['Ola', 'paymentProfile'],
    ]);
    const deps = { db: s.database.db, config: s.config, services: s.services };
    const sent = await Promise.all([sendDeductionTermsReminders(deps), sendDeductionTermsReminders(deps)]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await sendDeductionTermsReminders(deps)).toBe(0);
    const messages = await queryRows<{ channel: string; recipient: string }>(
      s.database.db,
      sql`select o.channel, o.recipient from deduction_term_reminders r join outbox_messages o on o.id = r.outbox_id
          order by o.channel`,
    );
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(messages[1]?.recipient).toBe('+4791234567');
  });
});
