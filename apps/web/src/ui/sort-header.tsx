import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './sort-header.module.css';

export type SortDirection = 'Asc' | 'Desc';

/** A column title that sorts: a click sorts by it, or turns the direction around when it already sorts. */
export function SortHeader({
  label,
  direction,
  onSort,
  alignEnd = false,
}: {
  label: string;
  /** The direction when the list is sorted by this column, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  alignEnd?: boolean;
}) {
  const Icon = direction === null ? IconArrowsSort : direction === 'Asc' ? IconArrowUp : IconArrowDown;
  return (
    <th
      aria-sort={direction === null ? 'none' : direction === 'Asc' ? 'ascending' : 'descending'}
      className={classes.header}
      data-end={alignEnd || undefined}
    >
      <button type="button" className={classes.button} onClick={onSort}>
        <span>{label}</span>
        <Icon size={12} opacity={direction === null ? 0.4 : 1} aria-hidden />
      </button>
    </th>
  );
}

/** A column title that does not sort, set like those that do. */
export function ColumnHeader({ children, alignEnd = false }: { children: ReactNode; alignEnd?: boolean }) {
  return (
    <th className={classes.header} data-end={alignEnd || undefined}>
      {children}
    </th>
  );
}
