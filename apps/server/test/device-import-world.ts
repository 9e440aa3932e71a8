import { Role, Service } from '@connect/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows } from '../src/db/client.ts';
import { people } from '../src/db/schema/index.ts';
import { buildVendor } from './factories/equipment.ts';
import { buildAccount, buildCustomer, buildPerson, buildSubscription } from './factories/tenancy.ts';
import { postFile } from './multipart.ts';
import type { TestServer } from './test-server.ts';

/** Fills the devices sheet of a template (as an admin would in Excel) and answers the file. */
export async function filledTemplate(template: Buffer, rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The device import tests' world: a customer of its own with one account, the vendors Apple and Elkjøp Bedrift,
 * the equipment admin (employee number 1001) and the employee Øyvind Ansatt (employee number 1003, e-mail
 * oyvind.ansatt@testbedrift.example, mobile 900 00 004, and the user of a subscription): the keys the filled
 * templates and the LibreOffice workbook (made from libreoffice-device-import.csv) name them by. Answers them with
 * the Norwegian template, an upload as the admin, and counts of the customer's devices and of all imports.
 */
export async function buildImportWorld(s: TestServer) {
  const db = s.database.db;
  const customer = await buildCustomer(db, { services: [Service.Equipment] });
  const main = await buildAccount(db, { customer });
  for (const name of ['Apple', 'Elkjøp Bedrift']) await buildVendor(db, { customer, name });
  const adminId = (
    await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [main],
      employeeNumber: '1001',
    })
  ).catalogId;
  const admin = await s.tokenFor(adminId);
  const employee = await buildPerson(db, {
    customer,
    firstName: 'Øyvind',
    lastName: 'Ansatt',
    employeeNumber: '1003',
  });
  await db
    .update(people)
    .set({ email: 'oyvind.ansatt@testbedrift.example', mobile: '+4790000004' })
    .where(eq(people.catalogId, employee.catalogId));
  const employeePhone = (await buildSubscription(db, { account: main, person: employee })).phoneNumber;
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/accounts/${main.id}/devices/template`,
    headers: { authorization: `Bearer ${admin}` },
  });
  const count = async () =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from devices d join accounts a on a.id = d.account_id
            where a.customer_id = ${customer.id}`,
      )
    )[0]!.n;
  const imports = async () =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from device_imports`))[0]!.n;
  return {
    customerId: customer.id,
    account: main.id,
    admin,
    adminId,
    employeeId: employee.catalogId,
    employeePhone,
    template: res.rawPayload,
    upload: (file: Buffer, query = '') =>
      postFile(s, admin, `/api/accounts/${main.id}/devices/upload${query}`, file, {
        fileName: 'enheter.xlsx',
      }),
    count,
    imports,
  };
}
