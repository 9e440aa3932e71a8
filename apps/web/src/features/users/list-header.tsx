import { Checkbox } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './subscription-list.module.css';
import { nextSort, type SortColumn, sortState } from './subscription-sort.ts';
import type { SubscriptionSort } from './users-api.ts';

export type PeriodLabels = { month: string; year: string };

function SortHeader({
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
  const active = state.column === column;
  const Icon = !active ? IconArrowsSort : state.direction === 'Asc' ? IconArrowUp : IconArrowDown;
  return (
    <th
      aria-sort={active ? (state.direction === 'Asc' ? 'ascending' : 'descending') : 'none'}
      className={`${classes.cell} ${alignEnd ? classes.amount : ''}`}
    >
      <button type="button" className={classes.sortButton} onClick={() => onSort(nextSort(sort, column))}>
        <span className={classes.cell}>{label}</span>
        <Icon size={12} opacity={active ? 1 : 0.4} aria-hidden />
      </button>
    </th>
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
      <SortHeader column="name" label={t('users.list.name')} sort={sort} onSort={onSort} />
      <th className={classes.cell}>{t('users.list.billingGroup')}</th>
      <SortHeader column="department" label={t('users.list.department')} sort={sort} onSort={onSort} />
      <SortHeader column="profile" label={t('users.list.profile')} sort={sort} onSort={onSort} />
      <SortHeader
        column="deductedMonth"
        label={t('users.list.deductedIn', { period: periodLabels?.month ?? '' })}
        sort={sort}
        onSort={onSort}
        alignEnd
      />
      <SortHeader
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
