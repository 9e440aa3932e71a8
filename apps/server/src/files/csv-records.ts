/** CSV as the operator's files come (`npm run ingest`, `npm run provision`): records of fields with their line numbers. */

/** A file that is not CSV; the message names the line. */
export class CsvError extends Error {}

type CsvRecord = { fileLine: number; fields: string[] };

/**
 * Splits CSV text into records of fields, each with the line number it starts on. A line without a quote is split
 * as it is (a day's file of a million lines has few quotes, if any); a line with one is read character by character,
 * with the lines that follow while a quoted field runs on.
 */
export function csvRecords(text: string, separator: string): CsvRecord[] {
  const records: CsvRecord[] = [];
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
function quotedRecords(text: string, separator: string, firstLine: number): CsvRecord[] {
  const records: CsvRecord[] = [];
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
  if (quoted) throw new CsvError(`Line ${start}: a quoted field is not closed.`);
  fields.push(field);
  if (fields.some((f) => f !== '')) records.push({ fileLine: start, fields });
  return records;
}

/**
 * The `;`-separated records of a file's text (a byte order mark left out), a CsvError turned into the caller's own
 * error with the same message.
 */
export function csvRecordsOr(FileError: new (message: string) => Error, text: string): CsvRecord[] {
  try {
    return csvRecords(text.replace(/^\uFEFF/, ''), ';');
  } catch (e) {
    throw e instanceof CsvError ? new FileError(e.message) : e;
  }
}
