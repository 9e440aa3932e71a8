import { loadavg } from 'node:os';

/**
 * One line of `npm run bench`'s closing table (issue 31 §6): a measure beside its target and its floor (the bare SQL
 * of the same request, a plain COPY of the same rows, the file reader alone), so the figure shows what the layers
 * above the floor cost, and where a page is measured, the rows EXPLAIN says its statements read. A check without a
 * figure (the ingest is idempotent, the server stays alive) has only `ok`.
 */
export type Figure = {
  measure: string;
  /** The size it was measured at (`50 000 subscriptions`), where the bench takes one. */
  size?: string;
  value?: number;
  unit?: 'ms' | 'MB' | '×';
  /** At most this, in the same unit. */
  target?: number;
  /** The same work at its floor, in the same unit, and what that floor is. */
  floor?: { value: number; of: string };
  rowsRead?: number;
  ok: boolean;
};

/** A number as the table shows it: digits grouped by a space (`200 000`). */
export const number = (n: number, digits = 0) =>
  n
    .toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .replace(/,/g, ' ');

/** A value as the table shows it: milliseconds of a second and more as seconds, others with their unit. */
export function shown(value: number | undefined, unit: Figure['unit']): string {
  if (value === undefined) return '';
  if (unit === 'ms') return value >= 1000 ? `${number(value / 1000, 2)} s` : `${number(value, 1)} ms`;
  if (unit === '×') return `${number(value, 2)}×`;
  return `${number(value, 0)} ${unit ?? ''}`.trim();
}

/** The closing table: one row per figure of every benchmark that ran, then the machine's load. */
export function figuresTable(rows: { bench: string; figure: Figure }[]): string {
  const cells = rows.map(({ bench, figure: f }) => [
    bench,
    f.measure,
    f.size ?? '',
    shown(f.value, f.unit),
    f.target === undefined ? '' : `≤ ${shown(f.target, f.unit)}`,
    f.floor ? `${shown(f.floor.value, f.unit)} (${f.floor.of})` : '',
    f.floor && f.value !== undefined ? `${number(f.value / f.floor.value, 2)}×` : '',
    f.rowsRead === undefined ? '' : number(f.rowsRead, 0),
    f.ok ? 'ok' : 'OVER',
  ]);
  const head = ['bench', 'measure', 'at', 'figure', 'target', 'floor', '× floor', 'rows read', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i >= 3 && i <= 7 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return [line(head), ...cells.map(line), `load average ${load}`].join('\n');
}
