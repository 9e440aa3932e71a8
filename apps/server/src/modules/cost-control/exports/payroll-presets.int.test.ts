import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportWorld, exportWorld } from '../../../../test/export-world.ts';
import { buildPerson, buildSubscription } from '../../../../test/factories/tenancy.ts';
import { FILE_EXPORT_FIELDS } from '../../../../test/file-exports.ts';
import { subscriptionMonthCosts } from '../../../db/schema/index.ts';

/**
 * The payroll presets through the server (issue 32 §1), on the world of test/export-world.ts with two more
 * subscriptions for October: a second one of Øystein Dal (1003) with 10,05 deducted, and one of Per Åsen, who has
 * no employee number, with 20,00 deducted.
 */
describe('file exports: payroll presets', () => {
  let w: ExportWorld;
  beforeAll(async () => {
    w = await exportWorld();
    const db = w.s.database.db;
    const second = await buildSubscription(db, { account: w.mainAccount, person: w.oystein });
    const customer = { id: w.mainAccount.customerId };
    const per = await buildPerson(db, { customer, firstName: 'Per', lastName: 'Åsen' });
    const perSub = await buildSubscription(db, { account: w.mainAccount, person: per });
    await db.insert(subscriptionMonthCosts).values(
      [
        { id: second.id, ore: 1_005 },
        { id: perSub.id, ore: 2_000 },
      ].map((c) => ({
        subscriptionId: c.id,
        period: '2026-10-01',
        totalOre: c.ore,
        workOre: 0,
        privateOre: c.ore,
        deductedOre: c.ore,
      })),
    );
  });
  afterAll(() => w.s.close());

  const wageTypes = [
    { amount: 'deducted', wageType: '5100' },
    { amount: 'contentDeducted', wageType: '5110' },
  ];
  const PRESET_FIELDS = `${FILE_EXPORT_FIELDS} preset payrollRunNumber payrollMonthOffset payrollClientNumber
    wageTypes { amount wageType } warnings(period: "2026-10") { reason name phoneNumber amountString }`;
  const createPreset = (variables: Record<string, unknown>) =>
    w.s.gql<{ createFileExport: Record<string, unknown> & { ID: number } }>(
      w.admin,
      `mutation($accountID: Int!, $preset: String, $wageTypes: [FileExportWageTypeInput!], $payrollRunNumber: Int,
        $payrollMonthOffset: Int, $payrollClientNumber: String, $useCRLF: Boolean) {
        createFileExport(accountID: $accountID, description: "Lønn", columns: [], preset: $preset,
          wageTypes: $wageTypes, payrollRunNumber: $payrollRunNumber, payrollMonthOffset: $payrollMonthOffset,
          payrollClientNumber: $payrollClientNumber, useCRLF: $useCRLF) { ${PRESET_FIELDS} } }`,
      { accountID: w.main, ...variables },
    );

  it("stores the preset and writes the system's file: one line per person and wage type, warnings beside", async () => {
    const res = await createPreset({ preset: 'tripletex', wageTypes, useCRLF: true });
    expect(res.errors).toBeUndefined();
    const e = res.data!.createFileExport;
    expect(e).toMatchObject({
      preset: 'tripletex',
      useCRLF: true,
      payrollMonthOffset: 0,
      columns: [],
      wageTypes,
      warnings: [{ reason: 'employeeNumberMissing', name: 'Per Åsen', amountString: '20,00' }],
    });
    const file = await w.download(w.costControl, e.ID);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''L%C3%B8nn%202026-10.csv");
    // Ingrid 1 234,56; Øystein 50,00 (of which content 49,00, its own line) + 10,05 on his second subscription.
    expect(file.rawPayload.toString('utf8')).toBe(
      [
        '"År";"Måned";"Ansattnummer";"Lønnsart";"Kommentar";"Antall";"Beløp";"Prosjekt";"Avdeling"',
        '2026;10;1001;5100;"Trekk mobiltelefoni 10.2026";1;1234,56;;',
        '2026;10;1003;5100;"Trekk mobiltelefoni 10.2026";1;60,05;;',
        '2026;10;1003;5110;"Trekk innholdstjenester 10.2026";1;49,00;;',
        '',
      ].join('\r\n'),
    );
  });

  it('names the Huldt & Lillevik file by its client number', async () => {
    const res = await createPreset({ preset: 'huldtLillevik', wageTypes, payrollClientNumber: '7' });
    expect(res.errors).toBeUndefined();
    const file = await w.download(w.admin, res.data!.createFileExport.ID);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="IT0007TRS.HLW"; filename*=UTF-8\'\'IT0007TRS.HLW',
    );
    expect(file.rawPayload.toString('latin1').split('\r\n')[0]).toBe(
      `00100105100${' '.repeat(84)}311026000000010000001234560000000123456${' '.repeat(30)}`,
    );
  });

  it('refuses what the system cannot import, naming the field and the reason', async () => {
    const refusal = async (variables: Record<string, unknown>) => {
      const res = await createPreset(variables);
      const details =
        (res.errors?.[0]?.extensions as { code?: string; details?: Record<string, string> }) ?? {};
      return [details.code, details.details?.field, details.details?.reason];
    };
    expect(await refusal({ preset: 'vismaLonn', wageTypes })).toEqual([
      'BAD_USER_INPUT',
      'payrollRunNumber',
      'runNumber',
    ]);
    expect(
      await refusal({ preset: 'unimicro', wageTypes: [{ amount: 'deducted', wageType: '51a' }] }),
    ).toEqual(['BAD_USER_INPUT', 'wageTypes.deducted', 'wageType']);
    expect(await refusal({ preset: 'unimicro', wageTypes: [] })).toEqual([
      'BAD_USER_INPUT',
      'wageTypes',
      'wageTypesNone',
    ]);
    expect(await refusal({ preset: 'sage', wageTypes })).toEqual(['BAD_USER_INPUT', 'preset', undefined]);
    // The free-form export is as it was: no columns and CRLF are refused.
    expect(await refusal({ useCRLF: true })).toEqual(['BAD_USER_INPUT', 'useCRLF', undefined]);
    expect(await refusal({})).toEqual(['BAD_USER_INPUT', 'columns', undefined]);
  });
});
