import {
  EXPORT_MAPPING_FIELDS,
  type ExportColumn,
  PAYROLL_AMOUNTS,
  type PayrollAmount,
  type PayrollSettings,
} from '@connect/shared';
import { AMOUNT_FIELDS, type ExportSourceRow } from './export-values.ts';

/**
 * A payroll preset's lines (issue 32 §1): one per person and wage type, a person's subscriptions added up, zero
 * amounts left out. A person without a usable employee number gets no line but a warning.
 */

/** One line of a payroll file: a person's amount (øre, positive: the wage type decides the sign) for a wage type. */
export type PayrollLine = { employeeNumber: string; amount: PayrollAmount; wageType: string; ore: number };

/** Someone the file cannot carry: payroll books by employee number. */
export type PayrollWarning = {
  reason: 'employeeNumberMissing' | 'employeeNumberInvalid';
  name: string;
  phoneNumber: string;
  /** What the person would have had in the file, øre, summed over the mapped amounts. */
  ore: number;
};

export type PayrollLines = { lines: PayrollLine[]; warnings: PayrollWarning[] };

/** The amounts with a wage type, in the order of a person's lines. */
export function mappedAmounts(settings: PayrollSettings): { amount: PayrollAmount; wageType: string }[] {
  return PAYROLL_AMOUNTS.flatMap((amount) => {
    const wageType = settings.wageTypes[amount];
    return wageType ? [{ amount, wageType }] : [];
  });
}

/** The columns the rows are read with: the employee number and each mapped amount (so equipment is read when asked). */
export function payrollColumns(settings: PayrollSettings): ExportColumn[] {
  const fields = ['employeeNumber', ...mappedAmounts(settings).map((m) => m.amount)];
  return fields.map((key) => ({
    name: key,
    mapsToId: EXPORT_MAPPING_FIELDS.find((f) => f.key === key)!.id,
    defaultValue: '',
  }));
}

const oreOf = (row: ExportSourceRow, amount: PayrollAmount) => row[AMOUNT_FIELDS[amount]!] as number;

type Person = {
  employeeNumber: string;
  name: string;
  phoneNumber: string;
  sums: Map<PayrollAmount, number>;
};

/**
 * Adds a month's rows up per person as they come (the people in the order of the rows: last name, first name), so
 * a file holds a few sums per person and never the month's rows. `result` answers the lines and the warnings;
 * `employeeNumberDigits` is the longest number the system's field takes.
 */
export function payrollSums(settings: PayrollSettings) {
  const mapped = mappedAmounts(settings);
  const people = new Map<string, Person>();
  function add(row: ExportSourceRow) {
    const key = row.catalogId != null ? `p${row.catalogId}` : `s${row.subscriptionId}`;
    let person = people.get(key);
    if (!person) {
      person = {
        employeeNumber: (row.employeeNumber ?? '').trim(),
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        phoneNumber: row.phoneNumber,
        sums: new Map(),
      };
      people.set(key, person);
    }
    for (const { amount } of mapped)
      person.sums.set(amount, (person.sums.get(amount) ?? 0) + oreOf(row, amount));
  }
  function result(employeeNumberDigits: number): PayrollLines {
    const valid = new RegExp(`^\\d{1,${employeeNumberDigits}}$`);
    const lines: PayrollLine[] = [];
    const warnings: PayrollWarning[] = [];
    for (const person of people.values()) {
      const own = mapped
        .map(({ amount, wageType }) => ({ amount, wageType, ore: person.sums.get(amount) ?? 0 }))
        .filter((l) => l.ore !== 0);
      if (own.length === 0) continue;
      if (!valid.test(person.employeeNumber)) {
        warnings.push({
          reason: person.employeeNumber ? 'employeeNumberInvalid' : 'employeeNumberMissing',
          name: person.name,
          phoneNumber: person.phoneNumber,
          ore: own.reduce((sum, l) => sum + l.ore, 0),
        });
        continue;
      }
      for (const l of own) lines.push({ employeeNumber: person.employeeNumber, ...l });
    }
    return { lines, warnings };
  }
  return { add, result };
}

/** The lines and warnings of rows held at once (the tests' small worlds). */
export function payrollLines(
  settings: PayrollSettings,
  rows: Iterable<ExportSourceRow>,
  employeeNumberDigits: number,
): PayrollLines {
  const sums = payrollSums(settings);
  for (const row of rows) sums.add(row);
  return sums.result(employeeNumberDigits);
}
