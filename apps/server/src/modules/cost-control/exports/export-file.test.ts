import type { Readable } from 'node:stream';
import {
  customFieldMappingId,
  DEFAULT_FILE_EXPORT_DRAFT,
  type ExportColumn,
  type ExportFormatOptions,
} from '@connect/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { exportFileStream, fileContentType, fileExtension } from './export-file.ts';
import type { ExportSourceRow } from './export-values.ts';

function person(over: Partial<ExportSourceRow>): ExportSourceRow {
  return {
    subscriptionId: 1,
    phoneNumber: '+4791234567',
    employeeNumber: '2001',
    firstName: 'Åse',
    lastName: 'Øvrebø',
    department: 'Økonomi',
    billingGroup: 'Hovedkontor',
    paymentProfile: 'Standard',
    totalOre: 150_000,
    workOre: 26_544,
    privateOre: 123_456,
    deductedOre: 123_456,
    contentDeductedOre: 0,
    contentOverThresholdOre: 0,
    equipmentDeductedOre: 0,
    ekBenefitOre: 0,
    contentBenefitOre: 0,
    buyOutBenefitOre: 0,
    customValues: { 12: '5120' },
    ...over,
  };
}

const ase = person({});
const ola = person({
  subscriptionId: 2,
  employeeNumber: null,
  firstName: 'Ola "Bror"',
  lastName: 'Nordmann',
  deductedOre: 5,
  customValues: {},
});

/** Employee number, full name, deducted amount: the three columns of the payroll file in the issue. */
const columns: ExportColumn[] = [
  { name: 'Ansattnr', mapsToId: 1, defaultValue: '' },
  { name: 'Navn', mapsToId: 4, defaultValue: '' },
  { name: 'Trekk', mapsToId: 10, defaultValue: '' },
];

function options(over: Partial<ExportFormatOptions>): ExportFormatOptions {
  const d = DEFAULT_FILE_EXPORT_DRAFT;
  return {
    fileFormat: d.fileFormat,
    separator: ';',
    quoteStyle: 'auto',
    encoding: 'utf8',
    useHeader: true,
    amountSign: '',
    decimalSeparator: ',',
    thousandSeparator: ' ',
    ...over,
  };
}

async function* batches(...groups: ExportSourceRow[][]) {
  for (const g of groups) yield g;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const file = (o: Partial<ExportFormatOptions>, rows: ExportSourceRow[][] = [[ase, ola]], cols = columns) =>
  bytesOf(exportFileStream({ options: options(o), columns: cols, period: '2026-10' }, batches(...rows)));

describe('csv files', () => {
  it('semicolon, cp1252, decimal comma, thousands space: æøå as single cp1252 bytes', async () => {
    const bytes = await file({ encoding: 'cp1252' });
    expect(bytes).toEqual(
      Buffer.concat([
        Buffer.from('Ansattnr;Navn;Trekk\n2001;', 'latin1'),
        Buffer.from([0xc5]),
        Buffer.from('se ', 'latin1'),
        Buffer.from([0xd8]),
        Buffer.from('vreb', 'latin1'),
        Buffer.from([0xf8]),
        Buffer.from(';1 234,56\n;"Ola ""Bror"" Nordmann";0,05\n', 'latin1'),
      ]),
    );
  });

  it('utf8 keeps æøå as UTF-8; windows-1257 has its own bytes for them', async () => {
    expect((await file({ encoding: 'utf8' })).toString('utf8')).toBe(
      'Ansattnr;Navn;Trekk\n2001;Åse Øvrebø;1 234,56\n;"Ola ""Bror"" Nordmann";0,05\n',
    );
    const baltic = await file({ encoding: 'windows-1257' }, [
      [person({ firstName: 'æøå', lastName: 'ÆØÅ' })],
    ]);
    expect(baltic.subarray(baltic.indexOf(';', 20) + 1, baltic.indexOf(';', 20) + 8)).toEqual(
      Buffer.from([0xbf, 0xb8, 0xe5, 0x20, 0xaf, 0xa8, 0xc5]),
    );
  });

  it('comma separator with decimal point and thousands comma quotes the amounts (auto)', async () => {
    expect((await file({ separator: ',', decimalSeparator: '.', thousandSeparator: ',' })).toString()).toBe(
      'Ansattnr,Navn,Trekk\n2001,Åse Øvrebø,"1,234.56"\n,"Ola ""Bror"" Nordmann",0.05\n',
    );
  });

  it('force quotes every field, empty ones too', async () => {
    expect((await file({ quoteStyle: 'force' })).toString()).toBe(
      '"Ansattnr";"Navn";"Trekk"\n"2001";"Åse Øvrebø";"1 234,56"\n"";"Ola ""Bror"" Nordmann";"0,05"\n',
    );
  });

  it('empty quotes only the empty fields', async () => {
    expect((await file({ quoteStyle: 'empty' })).toString()).toBe(
      'Ansattnr;Navn;Trekk\n2001;Åse Øvrebø;1 234,56\n"";"Ola ""Bror"" Nordmann";0,05\n',
    );
  });

  it('none never quotes and keeps a value in its cell on its line: separator, quote and line break become spaces', async () => {
    const rows = [[ola, person({ firstName: 'Kari\nAnne', employeeNumber: 'A;1' })]];
    expect((await file({ quoteStyle: 'none' }, rows)).toString()).toBe(
      'Ansattnr;Navn;Trekk\n;Ola  Bror  Nordmann;0,05\nA 1;Kari Anne Øvrebø;1 234,56\n',
    );
  });

  it('none cannot be made to open a formula cell: x;=HYPERLINK(…) stays one cell', async () => {
    const rows = [[person({ employeeNumber: 'x;=HYPERLINK("http://evil")', firstName: '=1+1;' })]];
    const text = (await file({ quoteStyle: 'none' }, rows)).toString();
    expect(text).toBe("Ansattnr;Navn;Trekk\nx =HYPERLINK( http://evil );'=1+1  Øvrebø;1 234,56\n");
    for (const line of text.trimEnd().split('\n')) expect(line.split(';')).toHaveLength(3);
    for (const cell of text.split(/[;\n]/)) expect(cell).not.toMatch(/^[=+@]/);
  });

  it('none with a comma separator turns the commas of a value into spaces', async () => {
    const rows = [[person({ employeeNumber: '1,=2' })]];
    expect(
      (
        await file({ quoteStyle: 'none', separator: ',', decimalSeparator: '.', thousandSeparator: '' }, rows)
      ).toString(),
    ).toBe('Ansattnr,Navn,Trekk\n1 =2,Åse Øvrebø,1234.56\n');
  });

  it('leaves the header out when asked, and writes deductions negative with sign "-"', async () => {
    expect((await file({ useHeader: false, amountSign: '-', thousandSeparator: '' })).toString()).toBe(
      '2001;Åse Øvrebø;-1234,56\n;"Ola ""Bror"" Nordmann";-0,05\n',
    );
  });

  it('writes the header once over several batches, and only the header for an empty month', async () => {
    expect((await file({}, [[ase], [ola]])).toString()).toBe(
      'Ansattnr;Navn;Trekk\n2001;Åse Øvrebø;1 234,56\n;"Ola ""Bror"" Nordmann";0,05\n',
    );
    expect((await file({}, [])).toString()).toBe('Ansattnr;Navn;Trekk\n');
    expect((await file({ useHeader: false }, [])).length).toBe(0);
  });

  it('neutralises formulas in names and titles; default values and custom fields fill their columns', async () => {
    const cols: ExportColumn[] = [
      { name: '=Navn', mapsToId: 2, defaultValue: '' },
      { name: 'Lønnsart', mapsToId: null, defaultValue: '5120' },
      { name: 'Kostnadssted', mapsToId: customFieldMappingId(12), defaultValue: 'K0' },
      { name: 'Telefon', mapsToId: 5, defaultValue: '' },
    ];
    const rows = [
      [person({ firstName: '=HYPERLINK("http://evil","x")' }), person({ firstName: '@x', customValues: {} })],
    ];
    expect((await file({}, rows, cols)).toString()).toBe(
      "'=Navn;Lønnsart;Kostnadssted;Telefon\n" +
        '"\'=HYPERLINK(""http://evil"",""x"")";5120;5120;+4791234567\n' +
        "'@x;5120;K0;+4791234567\n",
    );
  });

  it('auto quotes a value with the separator, a double quote, a line feed or a carriage return, and only those', async () => {
    const rows = [
      [
        person({ employeeNumber: 'A;1', firstName: 'Kari\nAnne', lastName: 'Ås,"Ø"' }),
        person({ employeeNumber: 'B\r2', firstName: "O'Neil", lastName: 'Æ\tØ' }),
      ],
    ];
    expect((await file({ encoding: 'cp1252' }, rows)).toString('latin1')).toBe(
      'Ansattnr;Navn;Trekk\n"A;1";"Kari\nAnne \xc5s,""\xd8""";1 234,56\n"B\r2";O\'Neil \xc6\t\xd8;1 234,56\n',
    );
    expect(
      (await file({ separator: ',', decimalSeparator: '.', thousandSeparator: '' }, rows)).toString(),
    ).toBe('Ansattnr,Navn,Trekk\nA;1,"Kari\nAnne Ås,""Ø""",1234.56\n"B\r2",O\'Neil Æ\tØ,1234.56\n');
  });

  it('names the content type and extension', () => {
    expect(fileContentType(options({ encoding: 'cp1252' }))).toBe('text/csv; charset=windows-1252');
    expect(fileContentType(options({ encoding: 'utf8' }))).toBe('text/csv; charset=utf-8');
    expect(fileExtension(options({}))).toBe('csv');
    expect(fileExtension(options({ fileFormat: 'excel' }))).toBe('xlsx');
  });
});

describe('xlsx files', () => {
  async function workbookOf(bytes: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  }

  it('is a real workbook with a bold header, number cells for amounts and text for the rest', async () => {
    const sheet = await workbookOf(await file({ fileFormat: 'excel', encoding: 'cp1252', separator: ',' }));
    expect(sheet.name).toBe('2026-10');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ansattnr', 'Navn', 'Trekk']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, '2001', 'Åse Øvrebø', 1234.56]);
    const amount = sheet.getCell('C2');
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C3').value).toBe(0.05);
    expect(sheet.getCell('A3').value).toBe(null);
    expect(sheet.rowCount).toBe(3);
  });

  it('applies the header choice and the amount sign, and neutralises formulas', async () => {
    const rows = [[person({ firstName: '=1+1', lastName: '' })]];
    const sheet = await workbookOf(
      await file({ fileFormat: 'excel', useHeader: false, amountSign: '-' }, rows),
    );
    expect(sheet.getCell('B1').value).toBe("'=1+1");
    expect(sheet.getCell('B1').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C1').value).toBe(-1234.56);
    expect(sheet.rowCount).toBe(1);
  });

  it('is the same bytes whenever it is made: the workbook and its zip entries are dated by the month', async () => {
    const made = async (at: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      try {
        return await file({ fileFormat: 'excel' });
      } finally {
        vi.useRealTimers();
      }
    };
    const first = await made('2026-11-20T08:00:00Z');
    const again = await made('2027-03-02T17:45:13Z');
    expect(again.equals(first)).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(first as unknown as ArrayBuffer);
    // The end of the month the file covers (2026-10).
    expect(wb.created.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(wb.modified.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
