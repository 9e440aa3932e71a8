import { formatNumber } from '@connect/shared';
import { Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import type { ProfileOptionFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import type { GrowingPages } from '../../../ui/use-infinite-virtualizer.ts';
import { BulkProfileBar } from './bulk-profile-bar.tsx';
import { ListHeaderCells, type PeriodLabels } from './list-header.tsx';
import classes from './subscription-list.module.css';
import { LIST_COLUMNS, SubscriptionCells } from './subscription-row.tsx';
import { type SubscriptionItem, type SubscriptionSort, useAssignProfileToMany } from './users-api.ts';

/** Rows are 52 px; the list fills the screen's height but keeps room for ten rows on a small one. */
const ROW_HEIGHT = 52;
const LIST_HEIGHT = 'max(560px, calc(100vh - 290px))';

type ListProps = {
  accountId: number;
  items: SubscriptionItem[];
  /** The last page read's total: it counts furthest (exact up to 1 000 past its offset, "more than" beyond). */
  total: { totalCount: number; totalIsLowerBound: boolean } | null;
  pages: GrowingPages;
  sort: SubscriptionSort;
  onSort: (sort: SubscriptionSort) => void;
  periodLabels: PeriodLabels | null;
  profiles: readonly ProfileOptionFragment[];
  selectedId: number | null;
};

/**
 * The subscriptions: multi-select with select-all (the loaded rows) and the bulk bar, rows that expand one at a
 * time, and only the rows in view rendered.
 */
export function SubscriptionList(p: ListProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const assign = useAssignProfileToMany(p.profiles);

  // Another account's rows are other subscriptions: nothing stays picked.
  const [shownAccount, setShownAccount] = useState(p.accountId);
  if (shownAccount !== p.accountId) {
    setShownAccount(p.accountId);
    setChecked(new Set());
    setExpandedId(null);
  }

  const onCheck = useCallback(
    (id: number, on: boolean) =>
      setChecked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const onExpand = useCallback((id: number) => setExpandedId((current) => (current === id ? null : id)), []);

  const loadedIds = useMemo(() => p.items.map((i) => i.subscriptionID), [p.items]);
  const checkedCount = loadedIds.filter((id) => checked.has(id)).length;
  const allChecked = loadedIds.length > 0 && checkedCount === loadedIds.length;

  return (
    <Stack gap="xs">
      {checked.size > 0 && (
        <BulkProfileBar
          count={checked.size}
          profiles={p.profiles}
          applying={assign.isPending}
          onClear={() => setChecked(new Set())}
          onApply={(profile) => {
            const subscriptionIds = [...checked];
            // 000 §4: applying clears the selection and reloads; the rows already show the profile meanwhile.
            setChecked(new Set());
            assign.mutate(
              { accountID: p.accountId, profileID: profile.ID, subscriptionIDs: subscriptionIds },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('users.toast.settingsSaved') }),
              },
            );
          }}
        />
      )}
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <InfiniteVirtualTable
          aria-label={t('users.list.title')}
          items={p.items}
          getKey={(i) => i.subscriptionID}
          columns={LIST_COLUMNS}
          header={
            <ListHeaderCells
              allChecked={allChecked}
              someChecked={checkedCount > 0}
              onCheckAll={(on) => setChecked(on ? new Set(loadedIds) : new Set())}
              sort={p.sort}
              onSort={p.onSort}
              periodLabels={p.periodLabels}
            />
          }
          renderCells={(item, index) => (
            <SubscriptionCells
              item={item}
              index={index}
              selected={item.subscriptionID === p.selectedId}
              checked={checked.has(item.subscriptionID)}
              expanded={item.subscriptionID === expandedId}
              onCheck={onCheck}
              onExpand={onExpand}
            />
          )}
          rowProps={(item) => ({
            className: classes.row,
            'data-selected': item.subscriptionID === p.selectedId || undefined,
            'data-testid': 'subscription-row',
          })}
          estimateSize={ROW_HEIGHT}
          height={LIST_HEIGHT}
          pages={p.pages}
          totalCount={p.total?.totalCount}
          empty={t('users.list.empty')}
        />
      </Paper>
      {p.total && (
        <Text size="xs" c="dimmed" data-testid="subscription-count">
          {p.total.totalIsLowerBound
            ? t('users.list.countMoreThan', { bound: formatNumber(p.total.totalCount) })
            : t('users.list.count', { count: p.total.totalCount })}
        </Text>
      )}
    </Stack>
  );
}
