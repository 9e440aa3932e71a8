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

/**
 * Splits CSV text into records of fields, each with the line number it starts on. A line without a quote is split
 * as it is (a day's file of a million lines has few quotes, if any); a line with one is read character by character,
 * with the lines that follow while a quoted field runs on.
 */
export function csvRecords(text: string, separator: string): { fileLine: number; fields: string[] }[] {
  const records: { fileLine: number; fields: string[] }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let line = lines[i]!;
    if (line.includes('"')) {
      while (quotesOpen(line) && i + 1 < lines.length) line += `\n${lines[++i]}`;
      records.push(...quotedRecords(line, separator, start));
      continue;
    }
    if (line.endsWith('\r')) line = line.slice(0, -1);
    const fields = line.split(separator);
    if (fields.some((f) => f !== '')) records.push({ fileLine: start, fields });
  }
  return records;
}

/** Whether a line leaves a quoted field open: an odd number of quotes (`""` inside a field counts two). */
function quotesOpen(line: string): boolean {
  let n = 0;
  for (let i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) n++;
  return n % 2 === 1;
}

/** The character-by-character reading of CSV with quoted fields, `text` starting on line `firstLine`. */
function quotedRecords(
  text: string,
  separator: string,
  firstLine: number,
): { fileLine: number; fields: string[] }[] {
  const records: { fileLine: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = firstLine;
  let start = firstLine;
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
