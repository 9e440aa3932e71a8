import { csvRecordsOr } from '../../../files/csv-records.ts';
import { KINDS, type Kind, LIST_OF } from './provisioning-format.ts';

/**
 * Provisioning files for `npm run provision`: the JSON of the REST route (a batch with any of the five lists), or
 * CSV of one kind (`--kind subscriptions`): `;`-separated, UTF-8, a header of the record's field names, lists
 * (roles, accountAccess, services, departments) separated by commas in their cell, an empty cell left out.
 */
export class ProvisioningFileError extends Error {}

const LISTS = new Set(['services', 'departments', 'roles', 'accountAccess']);
const BOOLEANS = new Set(['provider', 'useVat']);
const NUMBERS = new Set(['dataIncludedBytes']);

/** The kind a `--kind` argument names: the list's name (`subscriptions`) or the record's (`subscription`). */
export function kindOf(name: string): Kind | null {
  return KINDS.find((k) => k === name || LIST_OF[k] === name) ?? null;
}

function cell(field: string, value: string): unknown {
  if (LISTS.has(field))
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  if (BOOLEANS.has(field))
    return /^(true|ja|yes|1)$/i.test(value) ? true : /^(false|nei|no|0)$/i.test(value) ? false : value;
  if (NUMBERS.has(field) && /^\d+$/.test(value)) return Number(value);
  return value;
}

export function parseProvisioningCsv(text: string, kind: Kind): Record<string, unknown> {
  const records = csvRecordsOr(ProvisioningFileError, text);
  const header = records.shift();
  if (!header) throw new ProvisioningFileError('The file is empty.');
  const names = header.fields.map((h) => h.trim());
  for (const required of kind === 'customer' ? ['id'] : ['customer', 'id'])
    if (!names.includes(required)) throw new ProvisioningFileError(`The header lacks ${required}.`);
  const list = records.map(({ fields }) =>
    Object.fromEntries(
      names.flatMap((n, i) => {
        const value = fields[i]?.trim() ?? '';
        return value === '' ? [] : [[n, cell(n, value)]];
      }),
    ),
  );
  return { [LIST_OF[kind]]: list };
}

export function parseProvisioningFile(name: string, text: string, kind: Kind | null): unknown {
  const json = name.toLowerCase().endsWith('.json') || /^\s*[{[]/.test(text);
  if (!json) {
    if (!kind)
      throw new ProvisioningFileError(
        'A CSV file needs --kind (customers, accounts, billingGroups, people or subscriptions).',
      );
    return parseProvisioningCsv(text, kind);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ProvisioningFileError(`Not valid JSON: ${(e as Error).message}`);
  }
}
