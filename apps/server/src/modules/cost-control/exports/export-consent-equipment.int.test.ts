import type { ExportColumn } from '@connect/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { buildEquipmentDeduction } from '../../../../test/factories/webshop.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { cePolicyMembers, deductionTermAcceptances, deductionTerms } from '../../../db/schema/index.ts';
import { readExportRows } from './export-rows.repository.ts';

/**
 * The payroll file's equipment deductions and the consent to the equipment policy's terms
 * (docs/DEDUCTION-CONSENT.md "Holding deductions back"), figures by hand. Utstyr AS; the files map 16 "Equipment
 * deducted", 19 "Buy-out benefit" and 25 "Deduction consent missing".
 * - Siri Dahl is a member of the policy "Holder tilbake", whose terms hold deductions without consent. Her ledger:
 *   1 000,00 kr in January 2026, 500,00 in February, 300,00 in March, 400,00 in April (a buy-out, with a taxable
 *   benefit of 250,00), 200,00 in May and 100,00 in June. Version 1 dates from 5 January; she accepts it on
 *   5 March (before February's cut-off, 11 March 00:00 Oslo). Version 2 dates from 20 April; she accepts it on
 *   15 June (after May's cut-off, 11 June).
 *   January: held (no acceptance by 11 February) → 0, marked. February: 500,00 + January's 1 000,00 = 1 500,00.
 *   March: 300,00. April and May: held (version 2 not accepted by 11 May, 11 June) → 0, marked; April's buy-out
 *   benefit stays 250,00 in April. June: 100,00 + 400,00 + 200,00 = 700,00.
 * - Kai Kvist is a member of "Merker", whose terms do not hold, and never accepts: his 80,00 kr of January is in
 *   January's file, marked.
 * - Last, Siri moves to "Merker" and buys 50,00 kr in July: her closed months stay as they were (each ledger row keeps
 *   the policy it was booked under), and July's 50,00 kr is not held, but marked.
 */
describe('the payroll file, equipment deductions and the consent to the policy’s terms', () => {
  let s: TestServer;
  let account: BuiltAccount;
  let siriId: number;
  let customerId: number;
  let markedId: number;
  const columns: ExportColumn[] = [
    { name: 'Utstyr', mapsToId: 16, defaultValue: '' },
    { name: 'Fordel', mapsToId: 19, defaultValue: '' },
    { name: 'Samtykke', mapsToId: 25, defaultValue: '' },
  ];

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Utstyr AS' });
    account = await buildAccount(db, { customer, name: 'Utstyr AS' });
    const held = await buildPolicy(db, { account, name: 'Holder tilbake' });
    const marked = await buildPolicy(db, { account, name: 'Merker' });
    const siri = await buildPerson(db, { customer, firstName: 'Siri', lastName: 'Dahl' });
    const kai = await buildPerson(db, { customer, firstName: 'Kai', lastName: 'Kvist' });
    await buildPolicyMember(db, { policy: held, person: siri });
    await buildPolicyMember(db, { policy: marked, person: kai });
    siriId = siri.catalogId;
    customerId = siri.customerId;
    markedId = marked.id;
    // The equipment deducted is carried by the person's subscription.
    await buildSubscription(db, { account, person: siri });
    await buildSubscription(db, { account, person: kai });
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
    const kroner = [1_000, 500, 300, 400, 200, 100];
    for (const [i, month] of months.entries())
      await buildEquipmentDeduction(db, {
        account,
        person: siri,
        source: i === 3 ? 'purchased' : 'webshop',
        sourceId: 100 + i,
        description: `Utstyr ${month}`,
        day: `${month}-15`,
        amountOre: kroner[i]! * 100,
        taxableBenefitOre: i === 3 ? 25_000 : 0,
      });
    await buildEquipmentDeduction(db, {
      account,
      person: kai,
      source: 'webshop',
      sourceId: 200,
      description: 'Hodetelefoner',
      day: '2026-01-20',
      amountOre: 8_000,
    });
    const version = (policyId: number, n: number, at: string, hold: boolean) => ({
      accountId: account.id,
      policyId,
      version: n,
      text: `Egenandel for utstyr trekkes i lønn, versjon ${n}.`,
      holdWithoutConsent: hold,
      createdAt: new Date(at),
    });
    const terms = await db
      .insert(deductionTerms)
      .values([
        version(held.id, 1, '2026-01-05T08:00:00Z', true),
        version(held.id, 2, '2026-04-20T08:00:00Z', true),
        version(marked.id, 1, '2026-01-05T08:00:00Z', false),
      ])
      .returning({ id: deductionTerms.id });
    await db.insert(deductionTermAcceptances).values([
      { termsId: terms[0]!.id, catalogId: siri.catalogId, acceptedAt: new Date('2026-03-05T09:00:00Z') },
      { termsId: terms[1]!.id, catalogId: siri.catalogId, acceptedAt: new Date('2026-06-15T10:00:00Z') },
    ]);
  });
  afterAll(() => s.close());

  /** The month's rows as of a moment: first name → [equipment deducted øre, buy-out benefit øre, marked]. */
  async function file(period: string, asOf: string) {
    const scope = {
      exportAccountId: account.id,
      principal: null,
      filterAccountIds: [],
      filterBillingGroupIds: [],
      filterPaymentProfileId: null,
      showAllUsers: false,
      asOf: new Date(asOf),
    };
    const rows = [];
    for await (const batch of readExportRows(s.database.db, scope, `${period}-01`, columns))
      rows.push(...batch);
    return Object.fromEntries(
      rows.map((r) => [
        r.firstName,
        [r.equipmentDeductedOre, r.buyOutBenefitOre, !!r.deductionConsentMissing],
      ]),
    );
  }

  it('holds January and lands it in February, whose window holds the acceptance; closed months stay', async () => {
    // January, closed on 11 February with no acceptance: listed, held and marked, and it stays so.
    expect((await file('2026-01', '2026-02-20T12:00:00Z')).Siri).toEqual([0, 0, true]);
    expect((await file('2026-01', '2026-11-15T12:00:00Z')).Siri).toEqual([0, 0, true]);
    // February while open, before the acceptance: its own 500,00 held, nothing released yet.
    expect((await file('2026-02', '2026-03-01T12:00:00Z')).Siri).toEqual([0, 0, true]);
    // After the acceptance of 5 March: 500,00 + January's 1 000,00 = 1 500,00, unmarked; the same once closed.
    expect((await file('2026-02', '2026-03-06T12:00:00Z')).Siri).toEqual([150_000, 0, false]);
    expect((await file('2026-02', '2026-11-15T12:00:00Z')).Siri).toEqual([150_000, 0, false]);
    // March: its own 300,00 only.
    expect((await file('2026-03', '2026-11-15T12:00:00Z')).Siri).toEqual([30_000, 0, false]);
  });

  it('a second version holds again: April and May land in June; the buy-out benefit stays in April', async () => {
    expect((await file('2026-04', '2026-11-15T12:00:00Z')).Siri).toEqual([0, 25_000, true]);
    expect((await file('2026-05', '2026-11-15T12:00:00Z')).Siri).toEqual([0, 0, true]);
    // June before the acceptance of 15 June: its own 100,00 held too.
    expect((await file('2026-06', '2026-06-14T12:00:00Z')).Siri).toEqual([0, 0, true]);
    // 100,00 + 400,00 + 200,00 = 700,00.
    expect((await file('2026-06', '2026-11-15T12:00:00Z')).Siri).toEqual([70_000, 0, false]);
  });

  it('without the hold the equipment deduction stays in its month, marked', async () => {
    expect((await file('2026-01', '2026-11-15T12:00:00Z')).Kai).toEqual([8_000, 0, true]);
  });

  it('keeps closed months when the person moves policy: each row stays under the policy it was booked under', async () => {
    const db = s.database.db;
    // Siri moves to "Merker" (no hold, never accepted) and buys 50,00 kr in July 2026: booked under "Merker".
    await db.update(cePolicyMembers).set({ policyId: markedId }).where(eq(cePolicyMembers.catalogId, siriId));
    await buildEquipmentDeduction(db, {
      account,
      person: { catalogId: siriId, customerId },
      source: 'webshop',
      sourceId: 107,
      description: 'Utstyr 2026-07',
      day: '2026-07-15',
      amountOre: 5_000,
    });
    // The closed months as before: January held, February 1 500,00, April held, June 700,00.
    expect((await file('2026-01', '2026-11-15T12:00:00Z')).Siri).toEqual([0, 0, true]);
    expect((await file('2026-02', '2026-11-15T12:00:00Z')).Siri).toEqual([150_000, 0, false]);
    expect((await file('2026-04', '2026-11-15T12:00:00Z')).Siri).toEqual([0, 25_000, true]);
    expect((await file('2026-06', '2026-11-15T12:00:00Z')).Siri).toEqual([70_000, 0, false]);
    // July under "Merker": not held, marked (she has not accepted its terms).
    expect((await file('2026-07', '2026-11-15T12:00:00Z')).Siri).toEqual([5_000, 0, true]);
  });
});
