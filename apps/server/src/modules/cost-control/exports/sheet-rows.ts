import ExcelJS from 'exceljs';

/** A cell of a sheet row: text, or a number written with the number style. */
export type SheetCell = string | number;

/** What the rows need of exceljs's streaming worksheet beyond its types (exceljs 4.4, lib/stream/xlsx). */
type WorksheetParts = {
  startedData: boolean;
  stream: { write(text: string): unknown };
  _writeColumns(): void;
  _writeOpenSheetData(): void;
  _workbook: {
    styles: { addStyleModel(style: Partial<ExcelJS.Style>, cellType: ExcelJS.ValueType): number };
  };
};

// What exceljs's xmlEncode leaves out or escapes: control characters XML cannot carry, DEL, and the five entities.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the text must not carry
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text as exceljs writes it into a cell: the five entities escaped, control characters but tab and line breaks left out. */
export function xmlText(text: string): string {
  return text.replace(XML_SPECIAL, (c) => XML_ENTITIES[c] ?? '');
}

/** A column's letters: 1 → A, 26 → Z, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * The data rows of a streaming worksheet, written as the XML exceljs's row writer makes for them (text as `str`
 * cells, numbers with the number style), straight into the sheet's stream: a file's bytes stay those of exceljs,
 * without its row and cell objects, which took a third or more of the process's time for a 50 000-row xlsx (issue
 * 31 §3; most of the rest is the zip's deflate). Every row has a cell in every column, as exceljs writes a row
 * whose cells all hold a value, and a column holds one kind of cell. The styles are registered with the first row,
 * in its column order, as exceljs registers them when it writes its first row.
 */
export function sheetRows(
  sheet: ExcelJS.Worksheet,
  firstRow: number,
  styles: { text: Partial<ExcelJS.Style>; number: Partial<ExcelJS.Style> },
) {
  const parts = sheet as unknown as WorksheetParts;
  let number = firstRow;
  let letters: string[] = [];
  let styleIds: number[] = [];
  let xml = '';
  return {
    /** Adds a row; `cells` may be reused for the next row. */
    add(cells: readonly SheetCell[]) {
      if (number === firstRow) {
        letters = cells.map((_, i) => columnLetters(i + 1));
        styleIds = cells.map((cell) =>
          typeof cell === 'number'
            ? parts._workbook.styles.addStyleModel(styles.number, ExcelJS.ValueType.Number)
            : parts._workbook.styles.addStyleModel(styles.text, ExcelJS.ValueType.String),
        );
      }
      xml += `<row r="${number}" spans="1:${cells.length}" x14ac:dyDescent="0.25">`;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i]!;
        const style = styleIds[i] ? ` s="${styleIds[i]}"` : '';
        xml +=
          typeof cell === 'number'
            ? `<c r="${letters[i]}${number}"${style}><v>${cell}</v></c>`
            : `<c r="${letters[i]}${number}"${style} t="str"><v>${xmlText(cell)}</v></c>`;
      }
      xml += '</row>';
      number++;
    },
    /** Writes the rows added so far to the sheet's stream, opening its data as exceljs does before its first row. */
    flush() {
      if (!xml) return;
      if (!parts.startedData) {
        parts._writeColumns();
        parts._writeOpenSheetData();
        parts.startedData = true;
      }
      parts.stream.write(xml);
      xml = '';
    },
  };
}
