import ExcelJS from 'exceljs';
import { groupBy } from '../../../group-by.ts';
import type { Language } from '../../../http/language.ts';
import type { DeductionItem } from './user-deductions.repository.ts';

const TEXT = {
  no: {
    sheet: 'Trekk',
    title: 'Trekk i lønn for utstyr',
    columns: [
      'Ansatt',
      'Ansattnummer',
      'Gjelder',
      'Dato',
      'Beløp (kr)',
      'Skattepliktig fordel (kr)',
      'Samtykke til trekk',
    ],
    consentMissing: 'Mangler',
    webshop: 'Nettbutikk, egenandel',
    purchased: 'Kjøpt av ansatt',
    returned: 'Returnert etter avsluttet måned',
    total: 'Sum',
  },
  en: {
    sheet: 'Deductions',
    title: 'Salary deductions for equipment',
    columns: [
      'Employee',
      'Employee number',
      'Item',
      'Date',
      'Amount (NOK)',
      'Taxable benefit (NOK)',
      'Deduction consent',
    ],
    consentMissing: 'Missing',
    webshop: 'Webshop, own share',
    purchased: 'Purchased by employee',
    returned: 'Returned after its month closed',
    total: 'Total',
  },
} as const;

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * The user-deductions workbook: a title row naming the month, the header, then per employee one row with the
 * month's total and a row per item under it. Amounts are numbers (kroner, two decimals), never text. The sixth
 * column is the taxable benefit of a buy-out below the device's tax value (docs/COST-RULES.md), its own amount; the
 * last says on the total row when the employee has not accepted their equipment policy's deduction terms.
 */
export async function userDeductionsXlsx(
  items: DeductionItem[],
  lang: Language,
  period: string,
): Promise<Buffer> {
  const t = TEXT[lang === 'no' ? 'no' : 'en'];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t.sheet);
  ws.columns = [
    { width: 30 },
    { width: 16 },
    { width: 44 },
    { width: 12 },
    { width: 14 },
    { width: 22 },
    { width: 18 },
  ];
  ws.addRow([`${t.title} ${period.slice(4, 6)}.${period.slice(0, 4)}`]).font = { bold: true };
  ws.addRow([...t.columns]).font = { bold: true };
  const people = groupBy(items, (i) => i.catalogId);
  let total = 0;
  let benefits = 0;
  for (const list of people.values()) {
    const first = list[0]!;
    const sum = list.reduce((s, i) => s + i.amount, 0);
    const benefit = list.reduce((s, i) => s + i.taxableBenefit, 0);
    total += sum;
    benefits += benefit;
    const row = ws.addRow([
      `${first.firstName} ${first.lastName}`.trim(),
      first.employeeNumber ?? '',
      '',
      '',
      sum / 100,
      benefit / 100,
      list.some((i) => i.consentMissing) ? t.consentMissing : '',
    ]);
    row.font = { bold: true };
    for (const i of list)
      ws.addRow([
        '',
        '',
        `${t[i.kind]}: ${i.description}`,
        ddmmyyyy(i.day),
        i.amount / 100,
        i.taxableBenefit / 100,
      ]);
  }
  ws.addRow([t.total, '', '', '', total / 100, benefits / 100]).font = { bold: true };
  ws.getColumn(5).numFmt = '#,##0.00';
  ws.getColumn(6).numFmt = '#,##0.00';
  return Buffer.from(await wb.xlsx.writeBuffer());
}
