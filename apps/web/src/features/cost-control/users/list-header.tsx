import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { ColumnHeader, SortHeader } from '../../../ui/sort-header.tsx';
import classes from './subscription-list.module.css';
import { nextSort, type SortColumn, sortState } from './subscription-sort.ts';
import type { SubscriptionSort } from './users-api.ts';

export type PeriodLabels = { month: string; year: string };

/** A column title that sorts the list by its column (`subscription-sort.ts` says how). */
function ColumnSort({
  column,
  label,
  sort,
  onSort,
  alignEnd = false,
}: {
  column: SortColumn;
  label: string;
  sort: SubscriptionSort;
  onSort: (sort: SubscriptionSort) => void;
  alignEnd?: boolean;
}) {
  const state = sortState(sort);
  return (
    <SortHeader
      label={label}
      direction={state.column === column ? state.direction : null}
      onSort={() => onSort(nextSort(sort, column))}
      alignEnd={alignEnd}
    />
  );
}

/** Select-all, the column titles, and sorting by Name, Department, Profile and the two Deducted columns. */
export function ListHeaderCells({
  allChecked,
  someChecked,
  onCheckAll,
  sort,
  onSort,
  periodLabels,
}: {
  allChecked: boolean;
  someChecked: boolean;
  onCheckAll: (checked: boolean) => void;
  sort: SubscriptionSort;
  onSort: (sort: SubscriptionSort) => void;
  periodLabels: PeriodLabels | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <th className={classes.headerCell}>
        <Checkbox
          size="xs"
          aria-label={t('users.list.selectAll')}
          checked={allChecked}
          indeterminate={someChecked && !allChecked}
          onChange={(e) => onCheckAll(e.currentTarget.checked)}
        />
      </th>
      <th className={classes.headerCell}>#</th>
      <ColumnSort column="name" label={t('users.list.name')} sort={sort} onSort={onSort} />
      <ColumnHeader>{t('users.list.billingGroup')}</ColumnHeader>
      <ColumnSort column="department" label={t('users.list.department')} sort={sort} onSort={onSort} />
      <ColumnSort column="profile" label={t('users.list.profile')} sort={sort} onSort={onSort} />
      <ColumnSort
        column="deductedMonth"
        label={t('users.list.deductedIn', { period: periodLabels?.month ?? '' })}
        sort={sort}
        onSort={onSort}
        alignEnd
      />
      <ColumnSort
        column="deductedYear"
        label={t('users.list.deductedIn', { period: periodLabels?.year ?? '' })}
        sort={sort}
        onSort={onSort}
        alignEnd
      />
      <th aria-label={t('users.list.expand')} />
    </>
  );
}
