import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import {
  deductionTermAcceptances,
  deductionTerms,
  subscriptionMonthCosts,
} from '../../../db/schema/index.ts';
import { readExportRows } from './export-rows.repository.ts';

/**
 * The payroll file's deduction consent (docs/DEDUCTION-CONSENT.md), figures by hand. Ingrid's profile holds
 * deductions without consent; her subscription deducts 100,00 kr in January 2026, 200,00 in February, 300,00 in
 * March, 400,00 in April, 500,00 in May and 600,00 in June. Version 1 of the terms dates from 5 January; she
 * accepts it on 5 March (before February's cut-off, 11 March 00:00 Oslo). Version 2 dates from 20 April; she
 * accepts it on 15 June (after May's cut-off, 11 June). Kai's profile has terms without the hold, never accepted:
 * his 50,00 kr of January is in the file, marked.
 */
describe('the payroll file and the deduction consent', () => {
  let s: TestServer;
  let accountId: number;
  let ingridSub: number;
  let kaiSub: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Samtykke AS' });
    const account = await buildAccount(db, { customer, name: 'Samtykke AS' });
    accountId = account.id;
    const held = await buildProfile(db, { account, description: 'Holder tilbake' });
    const marked = await buildProfile(db, { account, description: 'Merker' });
    const ingrid = await buildPerson(db, { customer, firstName: 'Ingrid', lastName: 'Berg' });
    const kai = await buildPerson(db, { customer, firstName: 'Kai', lastName: 'Kvist' });
    ingridSub = (await buildSubscription(db, { account, person: ingrid, profile: held })).id;
    kaiSub = (await buildSubscription(db, { account, person: kai, profile: marked })).id;
    const month = (subscriptionId: number, profileId: number, period: string, kroner: number) => ({
      subscriptionId,
      paymentProfileId: profileId,
      period: `${period}-01`,
      totalOre: kroner * 100,
      privateOre: kroner * 100,
      deductedOre: kroner * 100,
    });
    await db
      .insert(subscriptionMonthCosts)
      .values([
        ...['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((p, i) =>
          month(ingridSub, held.id, p, (i + 1) * 100),
        ),
        month(kaiSub, marked.id, '2026-01', 50),
      ]);
    const terms = await db
      .insert(deductionTerms)
      .values([
        terms1(account.id, held.id, 1, '2026-01-05T08:00:00Z', true),
        terms1(account.id, held.id, 2, '2026-04-20T08:00:00Z', true),
        terms1(account.id, marked.id, 1, '2026-01-05T08:00:00Z', false),
      ])
      .returning({ id: deductionTerms.id });
    await db.insert(deductionTermAcceptances).values([
      { termsId: terms[0]!.id, catalogId: ingrid.catalogId, acceptedAt: new Date('2026-03-05T09:00:00Z') },
      { termsId: terms[1]!.id, catalogId: ingrid.catalogId, acceptedAt: new Date('2026-06-15T10:00:00Z') },
    ]);
  });
  afterAll(() => s.close());

  function terms1(accountId: number, profileId: number, version: number, at: string, hold: boolean) {
    return {
      accountId,
      paymentProfileId: profileId,
      version,
      text: `Trekk i lønn for privat bruk, versjon ${version}.`,
      holdWithoutConsent: hold,
      createdAt: new Date(at),
    };
  }

  /** The columns the rows are read for: the deducted amount and the consent mark. */
  const columns = [
    { name: 'Trekk', mapsToId: 10, defaultValue: '' },
    { name: 'Samtykke mangler', mapsToId: 25, defaultValue: '' },
  ];

  /** The month's rows as of a moment: subscription → deducted øre and the mark. */
  async function file(period: string, asOf: string) {
    const scope = {
      exportAccountId: accountId,
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
        r.subscriptionId === ingridSub ? 'ingrid' : 'kai',
        [r.deductedOre, !!r.deductionConsentMissing],
      ]),
    );
  }

  it('holds January (no consent at its cut-off) and lands it in February, whose window holds the acceptance', async () => {
    // January, closed on 11 February with no acceptance: held and marked, and it stays so.
    expect((await file('2026-01', '2026-02-20T12:00:00Z')).ingrid).toEqual([0, true]);
    expect((await file('2026-01', '2026-11-15T12:00:00Z')).ingrid).toEqual([0, true]);
    // February while open, before the acceptance: its own 200,00 held, nothing released.
    expect((await file('2026-02', '2026-03-01T12:00:00Z')).ingrid).toEqual([0, true]);
    // After the acceptance of 5 March: 200,00 + January's 100,00 = 300,00, unmarked; the same once closed.
    expect((await file('2026-02', '2026-03-06T12:00:00Z')).ingrid).toEqual([30_000, false]);
    expect((await file('2026-02', '2026-11-15T12:00:00Z')).ingrid).toEqual([30_000, false]);
    // March: its own 300,00 only.
    expect((await file('2026-03', '2026-11-15T12:00:00Z')).ingrid).toEqual([30_000, false]);
  });

  it('a new version holds again until accepted: April and May land in June (400,00 + 500,00 + 600,00)', async () => {
    expect((await file('2026-04', '2026-11-15T12:00:00Z')).ingrid).toEqual([0, true]);
    expect((await file('2026-05', '2026-11-15T12:00:00Z')).ingrid).toEqual([0, true]);
    expect((await file('2026-06', '2026-11-15T12:00:00Z')).ingrid).toEqual([150_000, false]);
  });

  it('without the hold the deduction stays in its month, marked', async () => {
    expect((await file('2026-01', '2026-11-15T12:00:00Z')).kai).toEqual([5_000, true]);
  });
});
