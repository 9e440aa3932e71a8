import { describe, expect, it } from 'vitest';
import { amountToOre, normalizePhone } from './usage.service.ts';
import { parseUsageCsv, parseUsageFile, UsageFileError } from './usage-file.ts';

describe('usage files', () => {
  it('reads semicolon CSV with a header, quoted fields, CRLF and a BOM, keeping file line numbers', () => {
    const text =
      '\uFEFFlineId;phoneNumber;date;category;description;amount;dataBytes\r\n' +
      'a1;+4790000004;2026-11-01;Samtaler innland;"Samtaler; ""kveld""";12,50;\r\n' +
      '\r\n' +
      'a2;90000004;2026-11-02;7;Data innland;3.10;1048576\r\n';
    expect(parseUsageCsv(text)).toEqual([
      {
        fileLine: 2,
        line: {
          lineId: 'a1',
          phoneNumber: '+4790000004',
          date: '2026-11-01',
          category: 'Samtaler innland',
          description: 'Samtaler; "kveld"',
          amount: '12,50',
        },
      },
      {
        fileLine: 4,
        line: {
          lineId: 'a2',
          phoneNumber: '90000004',
          date: '2026-11-02',
          category: 7,
          description: 'Data innland',
          amount: '3.10',
          dataBytes: 1048576,
        },
      },
    ]);
  });

  it('names what is wrong with the file itself', () => {
    expect(() => parseUsageCsv('')).toThrow(UsageFileError);
    expect(() => parseUsageCsv('lineId;date\n')).toThrow(/lacks phoneNumber, category, description, amount/);
    expect(() => parseUsageCsv('lineId;phoneNumber;date;category;description;amount\n"x;1')).toThrow(
      /not closed/,
    );
    expect(() => parseUsageFile('x.json', '{"nope": 1}')).toThrow(/no "lines"/);
  });

  it('reads the JSON of the REST endpoint, or a bare array', () => {
    const line = {
      lineId: 'j',
      subscriptionId: 1,
      date: '2026-11-01',
      category: 'MMS',
      description: 'MMS',
      amount: 2,
    };
    expect(parseUsageFile('u.json', JSON.stringify({ lines: [line] }))).toEqual([{ fileLine: 1, line }]);
    expect(parseUsageFile('u.txt', JSON.stringify([line]))).toEqual([{ fileLine: 1, line }]);
  });

  it('turns NOK into øre exactly, credits negative, refusing what is not an amount', () => {
    expect(amountToOre('1234,50')).toBe(123_450);
    expect(amountToOre('0.1')).toBe(10);
    expect(amountToOre(10.1)).toBe(1_010);
    expect(amountToOre(45)).toBe(4_500);
    expect(amountToOre('9999999999.99')).toBe(999_999_999_999);
    // Credit lines: a refund or a correction of an earlier month.
    expect(amountToOre('-30')).toBe(-3_000);
    expect(amountToOre(-0.5)).toBe(-50);
    expect(amountToOre('-1234,05')).toBe(-123_405);
    for (const bad of ['12.345', '--1', '-', '+1', '', '1 000', 'abc', 0.1 + 0.2, -0.005, Number.NaN])
      expect(amountToOre(bad), String(bad)).toBeNull();
  });

  it('normalises Norwegian numbers to +47XXXXXXXX', () => {
    expect(normalizePhone('900 00 004')).toBe('+4790000004');
    expect(normalizePhone('+47 900-00-004')).toBe('+4790000004');
    expect(normalizePhone('004790000004')).toBe('+4790000004');
    expect(normalizePhone('+4612345678')).toBe('+4612345678');
  });
});
