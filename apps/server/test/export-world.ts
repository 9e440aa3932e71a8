import { Role } from '@connect/shared';
import type { Executor } from '../src/db/client.ts';
import {
  accountCustomFields,
  billingGroups,
  subscriptionMonthCosts,
  userCustomFieldValues,
} from '../src/db/schema/index.ts';
import {
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from './factories/tenancy.ts';
import { CREATE_FILE_EXPORT, type FileExportResult, PAYROLL_COLUMNS } from './file-exports.ts';
import { createTestServer, type TestServer } from './test-server.ts';

export type GqlError = { message: string; extensions?: { code?: string; details?: { field?: string } } };

/**
 * The world of the file export tests (the clock stands at 15.11.2026, so October is the month a payroll file is
 * made for), on a customer of its own, Lønnvik AS:
 * - the account Lønnvik AS with two billing groups (the account's own and "Prosjekt") and Ingrid Berg (1001), Kai
 *   Kvist (1002), Øystein Dal (1003) and a spare subscription with nobody on it, all on the first group;
 * - the top-level account Lønnvik Vest (one person) with its sub account Lønnvik Bergen (one person);
 * - October's stored costs set by hand: Ingrid 2 500,00 kr with 1 234,56 deducted, Kai 400,00 with nothing
 *   deducted, Øystein 50,00 deducted of which content 49,00, Vest 10,00 and Bergen 20,00 deducted;
 * - two custom fields on Lønnvik AS: a cost centre with the template default `K-{employeeNumber}` and Ingrid's own
 *   value K9, and a salary code defaulting to 5120.
 * The admin (CostControl) sees Lønnvik AS and Vest; the cost-control admin only Lønnvik AS; the employee has no
 * role. Annen AS is another customer with an account, a billing group and an admin of its own.
 */
export async function exportWorld() {
  const s: TestServer = await createTestServer();
  const db = s.database.db;
  const customer = await buildCustomer(db, { name: 'Lønnvik AS' });
  const mainAccount = await buildAccount(db, { customer, name: 'Lønnvik AS' });
  const westAccount = await buildAccount(db, { customer, name: 'Lønnvik Vest' });
  const bergenAccount = await buildAccount(db, { customer, parent: westAccount, name: 'Lønnvik Bergen' });
  const [project] = await db
    .insert(billingGroups)
    .values({ accountId: mainAccount.id, name: 'Prosjekt', useVat: true })
    .returning({ id: billingGroups.id });
  const person = (firstName: string, lastName: string, employeeNumber: string) =>
    buildPerson(db, { customer, firstName, lastName, employeeNumber });
  const ingrid = await person('Ingrid', 'Berg', '1001');
  const kai = await person('Kai', 'Kvist', '1002');
  const oystein = await person('Øystein', 'Dal', '1003');
  const on = async (account: typeof mainAccount, p: BuiltPerson) =>
    (await buildSubscription(db, { account, person: p })).id;
  const anne = await on(mainAccount, ingrid);
  const kare = await on(mainAccount, kai);
  const oyvind = await on(mainAccount, oystein);
  const spare = (await buildSubscription(db, { account: mainAccount })).id;
  const westSub = await on(westAccount, await person('Vera', 'Vest', '2001'));
  const bergenSub = await on(bergenAccount, await person('Bjarne', 'Bergen', '2002'));
  await setOctoberCosts(db, [
    { subscriptionId: anne, deductedOre: 123_456, totalOre: 250_000 },
    { subscriptionId: kare, deductedOre: 0, totalOre: 40_000 },
    { subscriptionId: oyvind, deductedOre: 5_000, contentDeductedOre: 4_900 },
    { subscriptionId: westSub, deductedOre: 1_000 },
    { subscriptionId: bergenSub, deductedOre: 2_000 },
  ]);
  const fields = await db
    .insert(accountCustomFields)
    .values([
      { accountId: mainAccount.id, name: 'Kostnadssted', fieldType: 1, defaultValue: 'K-{employeeNumber}' },
      { accountId: mainAccount.id, name: 'Lønnsart', fieldType: 1, defaultValue: '5120' },
    ])
    .returning({ id: accountCustomFields.id });
  const [costCentre, salaryCode] = fields.map((f) => f.id) as [number, number];
  await db
    .insert(userCustomFieldValues)
    .values({ accountCustomFieldId: costCentre, catalogId: ingrid.catalogId, value: 'K9' });

  const roles = [Role.CostControl];
  const token = async (p: { catalogId: number }) => s.tokenFor(p.catalogId);
  const adminPerson = await buildPerson(db, { customer, roles, access: [mainAccount, westAccount] });
  const admin = await token(adminPerson);
  const costControl = await token(await buildPerson(db, { customer, roles, access: [mainAccount] }));
  const employee = await token(await buildPerson(db, { customer }));
  const otherCustomer = await buildCustomer(db, { name: 'Annen AS' });
  const otherAccount = await buildAccount(db, { customer: otherCustomer });
  const otherAdmin = await token(
    await buildPerson(db, { customer: otherCustomer, roles, access: [otherAccount] }),
  );
  const [main, west, bergen] = [mainAccount.id, westAccount.id, bergenAccount.id];

  const download = (t: string | null, id: number, period = '202610') =>
    s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${id}?period=${period}`,
      headers: t ? { authorization: `Bearer ${t}` } : {},
    });
  const create = (variables: Record<string, unknown>, accountID = main, t = admin) =>
    s.gql<{ createFileExport: FileExportResult }>(t, CREATE_FILE_EXPORT, {
      accountID,
      description: 'Lønnstrekk',
      columns: PAYROLL_COLUMNS,
      ...variables,
    });
  const errorOf = (res: { errors?: GqlError[] }) => {
    const e = res.errors?.[0];
    return { code: e?.extensions?.code, field: e?.extensions?.details?.field };
  };
  return {
    s,
    admin,
    /** The admin's person, for a fresh session after the clock moved. */
    adminId: adminPerson.catalogId,
    costControl,
    employee,
    otherAdmin,
    main,
    west,
    bergen,
    other: otherAccount.id,
    otherBillingGroup: otherAccount.billingGroupId,
    projectGroup: project!.id,
    mainAccount,
    oystein,
    anne,
    kare,
    oyvind,
    spare,
    westSub,
    bergenSub,
    costCentre,
    salaryCode,
    download,
    create,
    errorOf,
  };
}

export type ExportWorld = Awaited<ReturnType<typeof exportWorld>>;

/**
 * October 2026 (the month before the test clock's) as the cost engine would have left it for these subscriptions:
 * the deduction all private usage, the total the deduction unless given.
 */
async function setOctoberCosts(
  db: Executor,
  costs: { subscriptionId: number; deductedOre: number; totalOre?: number; contentDeductedOre?: number }[],
) {
  await db.insert(subscriptionMonthCosts).values(
    costs.map((c) => ({
      subscriptionId: c.subscriptionId,
      period: '2026-10-01',
      totalOre: c.totalOre ?? c.deductedOre,
      workOre: 0,
      privateOre: c.deductedOre,
      deductedOre: c.deductedOre,
      contentDeductedOre: c.contentDeductedOre ?? 0,
    })),
  );
}
