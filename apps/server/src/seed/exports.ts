import { customFieldMappingId, DEFAULT_FILE_EXPORT_DRAFT } from '@connect/shared';
import type { Executor } from '../db/client.ts';
import { insertFileExport } from '../modules/cost-control/exports/exports.service.ts';
import type { CostSeed } from './cost.ts';
import type { TenancySeed } from './tenancy.ts';

/**
 * One payroll file on the demo company's main account, as a salary system imports it: employee number, name,
 * salary code, cost centre, the month and the deducted amount, semicolon-separated in Windows-1252.
 */
export async function seedFileExports(
  db: Executor,
  tenancy: TenancySeed,
  customFields: CostSeed['customFields'],
  at: Date,
): Promise<void> {
  await insertFileExport(
    db,
    tenancy.accounts.main,
    {
      ...DEFAULT_FILE_EXPORT_DRAFT,
      description: 'Lønnstrekk mobil',
      encoding: 'cp1252',
      columns: [
        { name: 'Ansattnr', mapsToId: customFieldMappingId(customFields.employeeNumber), defaultValue: '' },
        { name: 'Navn', mapsToId: 4, defaultValue: '' },
        { name: 'Lønnsart', mapsToId: customFieldMappingId(customFields.salaryCode), defaultValue: '' },
        { name: 'Kostnadssted', mapsToId: customFieldMappingId(customFields.costCenter), defaultValue: '' },
        { name: 'Periode', mapsToId: 9, defaultValue: '' },
        { name: 'Beløp', mapsToId: 10, defaultValue: '' },
      ],
    },
    { catalogId: tenancy.people.admin, at },
  );
}
