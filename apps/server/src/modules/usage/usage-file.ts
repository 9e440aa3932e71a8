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

/** Splits CSV text into records of fields, each with the line number it starts on. */
export function csvRecords(text: string, separator: string): { fileLine: number; fields: string[] }[] {
  const records: { fileLine: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f !== '')) records.push({ fileLine: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += ch;
  }
  if (quoted) throw new UsageFileError(`Line ${start}: a quoted field is not closed.`);
  fields.push(field);
  if (fields.some((f) => f !== '')) records.push({ fileLine: start, fields });
  return records;
}

export function parseUsageCsv(text: string): FileLine[] {
  const records = csvRecords(text.replace(/^\uFEFF/, ''), ';');
  const header = records.shift();
  if (!header) throw new UsageFileError('The file is empty.');
  const names = header.fields.map((h) => h.trim());
  const missing = CSV_COLUMNS.filter((c) => c !== 'dataBytes' && !names.includes(c));
  if (missing.length) throw new UsageFileError(`The header lacks ${missing.join(', ')}.`);
  return records.map(({ fileLine, fields }) => {
    const raw = Object.fromEntries(names.map((n, i) => [n, fields[i]?.trim() ?? '']));
    const line: Record<string, unknown> = {
      lineId: raw.lineId,
      date: raw.date,
      category: /^\d+$/.test(raw.category ?? '') ? Number(raw.category) : raw.category,
      description: raw.description,
      amount: raw.amount,
    };
    if (raw.phoneNumber) line.phoneNumber = raw.phoneNumber;
    if (raw.dataBytes) line.dataBytes = /^\d+$/.test(raw.dataBytes) ? Number(raw.dataBytes) : raw.dataBytes;
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
