import {
  CREATE_FILE_EXPORT,
  createExportAs,
  PAYROLL_COLUMNS,
  REMOVE_FILE_EXPORT,
  UPDATE_FILE_EXPORT,
} from '../file-exports.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall, gqlOutcome, restOutcome } from './matrix.ts';

const COST_CONTROL_CALLERS: AuthzRow['allowed'] = ['admin', 'costControl', 'provider'];

/** The account a row works on: the demo company's main account, or the other customer's. */
const accountOf = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/** A fresh export to act on, made by that account's own admin. */
async function exportFor(s: TestServer, ids: 'own' | 'foreign') {
  const owner = await s.tokenFor(ids === 'own' ? 'admin' : 'otherAdmin');
  return createExportAs(s, owner, accountOf(s, ids), { description: 'Matrise' });
}

export const rows: AuthzRow[] = [
  {
    operation: 'Query.fileExports',
    allowed: COST_CONTROL_CALLERS,
    denied: ['employee'],
    foreignCaller: 'admin',
    // With the payroll preset fields and a month's warnings (issue 32 §1), which read the caller's rows.
    call: gqlCall(
      'query($a: Int!) { fileExports(accountID: $a) { ID preset wageTypes { amount } warnings(period: "2026-10") { name } } }',
      (s, ids) => ({
        a: accountOf(s, ids),
      }),
    ),
  },
  {
    operation: 'Query.reportCreationInitialData',
    allowed: COST_CONTROL_CALLERS,
    denied: ['employee'],
    foreignCaller: 'costControl',
    call: gqlCall(
      'query($a: Int!) { reportCreationInitialData(accountID: $a) { exportMappingFields { ID } } }',
      (s, ids) => ({ a: accountOf(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.createFileExport',
    allowed: COST_CONTROL_CALLERS,
    denied: ['employee'],
    foreignCaller: 'admin',
    call: gqlCall(CREATE_FILE_EXPORT, (s, ids) => ({
      accountID: accountOf(s, ids),
      description: 'Matrise',
      columns: PAYROLL_COLUMNS,
    })),
  },
  {
    operation: 'Mutation.updateFileExport',
    allowed: COST_CONTROL_CALLERS,
    denied: ['employee'],
    foreignCaller: 'admin',
    call: async (s, token, ids) => {
      const existing = await exportFor(s, ids);
      return gqlOutcome(
        await s.gql(token, UPDATE_FILE_EXPORT, {
          ID: existing.ID,
          accountID: existing.accountID,
          version: existing.version,
          description: 'Matrise endret',
          columns: PAYROLL_COLUMNS,
        }),
      );
    },
  },
  {
    operation: 'Mutation.removeFileExport',
    allowed: COST_CONTROL_CALLERS,
    denied: ['employee'],
    foreignCaller: 'costControl',
    call: async (s, token, ids) => {
      const existing = await exportFor(s, ids);
      return gqlOutcome(await s.gql(token, REMOVE_FILE_EXPORT, { fileExportID: existing.ID }));
    },
  },
  {
    operation: 'GET /api/reports/export/:id',
    allowed: COST_CONTROL_CALLERS,
    denied: ['employee'],
    foreignCaller: 'admin',
    call: async (s, token, ids) => {
      const existing = await exportFor(s, ids);
      const res = await s.app.inject({
        method: 'GET',
        url: `/api/reports/export/${existing.ID}?period=202610`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return restOutcome(res.statusCode);
    },
  },
];
