import type { SubscriptionSort } from '../../../gql/graphql.ts';
import type { SortDirection } from '../../../ui/sort-header.tsx';

/** The list's sortable columns (000 §2) and the server's sort key behind each. */
export const SORT_COLUMNS = {
  name: 'FirstName',
  department: 'Department',
  profile: 'ProfileName',
  deductedMonth: 'DeductedMonth',
  deductedYear: 'DeductedYear',
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;

export const DEFAULT_SORT: SubscriptionSort = 'FirstNameAsc';

export function sortState(sort: SubscriptionSort): { column: SortColumn | null; direction: SortDirection } {
  const direction: SortDirection = sort.endsWith('Desc') ? 'Desc' : 'Asc';
  const key = sort.slice(0, -direction.length);
  const column = (Object.keys(SORT_COLUMNS) as SortColumn[]).find((c) => SORT_COLUMNS[c] === key) ?? null;
  return { column, direction };
}

/**
 * A click on a column header: the same column turns its direction around; another column starts with the
 * largest amounts first, or names from A.
 */
export function nextSort(current: SubscriptionSort, column: SortColumn): SubscriptionSort {
  const state = sortState(current);
  const direction: SortDirection =
    state.column === column
      ? state.direction === 'Asc'
        ? 'Desc'
        : 'Asc'
      : column === 'deductedMonth' || column === 'deductedYear'
        ? 'Desc'
        : 'Asc';
  return `${SORT_COLUMNS[column]}${direction}` as SubscriptionSort;
}
