import ExcelJS from 'exceljs';
import { postFile } from '../multipart.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, restOutcome } from './matrix.ts';
import { EQUIPMENT } from './policies.authz.ts';

/** The device import (001 §6/§7): equipment admins, on an account they see; another customer's answers not found. */

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/** One clean row (a dry run writes nothing, so the row can be sent again). */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Enheter');
  sheet.addRow(['Navn', 'Type', 'Leverandør', 'Serienummer']);
  sheet.addRow(['Matrise', 'Annet', 'Apple', 'SN-MATRISE']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload =
  (path: string): AuthzRow['call'] =>
  async (s, token, ids) =>
    restOutcome(
      (await postFile(s, token, `/api/accounts/${account(s, ids)}/devices/${path}`, await workbook()))
        .statusCode,
    );

export const rows: AuthzRow[] = [
  {
    operation: 'GET /api/accounts/:id/devices/template',
    ...EQUIPMENT,
    call: async (s, token, ids) =>
      restOutcome(
        (
          await s.app.inject({
            method: 'GET',
            url: `/api/accounts/${account(s, ids)}/devices/template`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).statusCode,
      ),
  },
  {
    operation: 'GET /api/accounts/:id/devices/export',
    ...EQUIPMENT,
    call: async (s, token, ids) =>
      restOutcome(
        (
          await s.app.inject({
            method: 'GET',
            url: `/api/accounts/${account(s, ids)}/devices/export`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).statusCode,
      ),
  },
  {
    operation: 'POST /api/accounts/:accountId/devices/upload',
    ...EQUIPMENT,
    call: upload('upload?dryRun=true'),
  },
  {
    operation: 'POST /api/accounts/:accountId/devices/upload/errors',
    ...EQUIPMENT,
    call: upload('upload/errors'),
  },
];
