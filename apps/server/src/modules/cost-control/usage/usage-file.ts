import { csvRecordsOr } from '../../../files/csv-records.ts';

/**
 * Usage files for `npm run ingest -- FILE`: CSV (`;`-separated, UTF-8, header
 * `lineId;phoneNumber;date;category;description;amount;dataBytes`, fields may be double-quoted) or the JSON of the
 * REST endpoint (`{ "lines": [...] }` or a bare array). Each line keeps the file line it came from for messages.
 */
export type FileLine = { fileLine: number; line: Record<string, unknown> };

export const CSV_COLUMNS = [
  'lineId',
  'phoneNumber',
  'date',
  'category',
  'description',
  'amount',
  'dataBytes',
] as const;

export class UsageFileError extends Error {}

export function parseUsageCsv(text: string): FileLine[] {
  const records = csvRecordsOr(UsageFileError, text);
  const header = records.shift();
  if (!header) throw new UsageFileError('The file is empty.');
  const names = header.fields.map((h) => h.trim());
  const missing = CSV_COLUMNS.filter((c) => c !== 'dataBytes' && !names.includes(c));
  if (missing.length) throw new UsageFileError(`The header lacks ${missing.join(', ')}.`);
  // Each column's place (the last of a name given twice); a column not in the header reads as empty.
  const at = Object.fromEntries(CSV_COLUMNS.map((c) => [c, names.lastIndexOf(c)])) as Record<
    (typeof CSV_COLUMNS)[number],
    number
  >;
  return records.map(({ fileLine, fields }) => {
    const cell = (c: keyof typeof at) => (at[c] < 0 ? '' : (fields[at[c]]?.trim() ?? ''));
    const category = cell('category');
    const line: Record<string, unknown> = {
      lineId: cell('lineId'),
      date: cell('date'),
      category: /^\d+$/.test(category) ? Number(category) : category,
      description: cell('description'),
      amount: cell('amount'),
    };
    const phoneNumber = cell('phoneNumber');
    if (phoneNumber) line.phoneNumber = phoneNumber;
    const dataBytes = cell('dataBytes');
    if (dataBytes) line.dataBytes = /^\d+$/.test(dataBytes) ? Number(dataBytes) : dataBytes;
    return { fileLine, line };
  });
}

export function parseUsageJson(text: string): FileLine[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageFileError(`Not valid JSON: ${(e as Error).message}`);
  }
  const lines = Array.isArray(data) ? data : (data as { lines?: unknown })?.lines;
  if (!Array.isArray(lines)) throw new UsageFileError('The JSON has no "lines" array.');
  // JSON has no useful line numbers: a line is named by its position (1-based) in the array.
  return lines.map((line, i) => ({ fileLine: i + 1, line: line as Record<string, unknown> }));
}

export function parseUsageFile(name: string, text: string): FileLine[] {
  const trimmed = text.trimStart();
  return name.toLowerCase().endsWith('.json') || trimmed.startsWith('{') || trimmed.startsWith('[')
    ? parseUsageJson(text)
    : parseUsageCsv(text);
}
