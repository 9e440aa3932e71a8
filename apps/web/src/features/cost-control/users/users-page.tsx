import { formatDate } from '@connect/shared';
import { Button, Center, Grid, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { showErrorNotices } from '../../../app/notices.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { presetRange } from '../../../ui/date-range.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { useClosedMonths } from '../payment-profiles/closed-months.tsx';
import { billingGroupOptions } from './billing-group-options.ts';
import { CostsPanel } from './costs-panel.tsx';
import { ListFilters } from './list-filters.tsx';
import { periodLabels } from './period-labels.ts';
import { selectionTarget } from './selection-target.ts';
import { SubscriptionDetailBody, SubscriptionHeader } from './subscription-detail.tsx';
import { SubscriptionList } from './subscription-list.tsx';
import { DEFAULT_SORT } from './subscription-sort.ts';
import { UsagePerCostType } from './usage-per-cost-type.tsx';
import {
  type ListFilterValues,
  type ListQuery,
  type SubscriptionSort,
  startFilters,
  usePaymentProfileOptions,
  useSubscriptionDetails,
  useSubscriptionList,
} from './users-api.ts';

// The Account fields drawer (the account's field list with its checks) loads when first opened.
const AccountFieldsDrawer = lazy(() =>
  import('./account-fields-drawer.tsx').then((m) => ({ default: m.AccountFieldsDrawer })),
);

/**
 * 000 §2 Users and subscriptions (`/users`, `/users/:id`): the list covering the last year, and beside it the
 * selected subscription's costs panel (the current month by default) and detail.
 */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { '*': rest = '' } = useParams();
  const routeId = /^\d+$/.test(rest) ? Number(rest) : null;
  const selection = useAccountSelection();
  const accountId = selection.accountId;
  const isClosed = useClosedMonths(accountId);

  const [filters, setFilters] = useState<ListFilterValues>(() => startFilters(selection.billingGroupId));
  const [sort, setSort] = useState<SubscriptionSort>(DEFAULT_SORT);
  const [range, setRange] = useState(() => presetRange('thisMonth'));
  const [fieldsOpen, setFieldsOpen] = useState(false);
  // The detail stands beside the list from Mantine's xl breakpoint (88em) on, under it below that.
  const wide = useMediaQuery('(min-width: 88em)');

  // Another account (or billing group) in the top bar starts the list over with its filters.
  const topBarChoice = `${accountId}:${selection.billingGroupId}`;
  const [shownChoice, setShownChoice] = useState(topBarChoice);
  if (shownChoice !== topBarChoice) {
    setShownChoice(topBarChoice);
    setFilters(startFilters(selection.billingGroupId));
  }

  const query: ListQuery | null =
    accountId === null
      ? null
      : {
          accountId,
          includeSubAccounts: selection.includeSubAccounts,
          billingGroupId: filters.billingGroupId,
          paymentProfileId: filters.paymentProfileId,
          search: filters.search,
          sort,
        };
  const list = useSubscriptionList(query);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const firstPage = list.data?.pages[0];
  const profiles = usePaymentProfileOptions(accountId).data ?? [];
  const details = useSubscriptionDetails(accountId, routeId, range);
  const detailsNotFound = details.error instanceof GraphqlRequestError && details.error.code === 'NOT_FOUND';

  useEffect(() => {
    if (details.error && !detailsNotFound) showErrorNotices(details.error);
  }, [details.error, detailsNotFound]);

  // 000 §2: the first subscription is selected in the route when none matches.
  const listKey = JSON.stringify([accountId, selection.includeSubAccounts, filters]);
  const checkedKey = useRef<string | null>(null);
  const listReady = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!listReady) return;
    const listChanged = checkedKey.current !== null && checkedKey.current !== listKey;
    checkedKey.current = listKey;
    const target = selectionTarget({
      routeId,
      listedIds: items.map((i) => i.subscriptionID),
      listChanged,
      routeNotFound: detailsNotFound,
    });
    if (target !== undefined && target !== routeId)
      void navigate(target === null ? '/users' : `/users/${target}`, { replace: true });
  }, [listReady, listKey, items, routeId, detailsNotFound, navigate]);

  const labels = firstPage ? periodLabels(firstPage.toDate, i18n.language) : null;
  const detail = details.data && details.data.subscriptionID === routeId ? details.data : undefined;

  if (accountId === null) {
    return (
      <PageLayout title={t('users.title')}>
        <Center py="xl">
          {selection.isLoading ? <Loader /> : <Text c="dimmed">{t('users.noAccount')}</Text>}
        </Center>
      </PageLayout>
    );
  }

  return (
    <PageLayout
      title={t('users.title')}
      actions={
        <>
          {firstPage && (
            <Text size="sm" c="dimmed" data-testid="list-period">
              {t('users.list.period', {
                from: formatDate(firstPage.fromDate),
                to: formatDate(firstPage.toDate),
              })}
            </Text>
          )}
          <Button component={Link} to="/users/leaving" variant="default" size="xs">
            {t('leaving.link')}
          </Button>
        </>
      }
    >
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="sm">
            <ListFilters
              value={filters}
              onChange={setFilters}
              billingGroups={billingGroupOptions(selection.accounts, accountId, selection.includeSubAccounts)}
              profiles={profiles}
            />
            <SubscriptionList
              accountId={accountId}
              items={items}
              total={list.data?.pages.at(-1) ?? null}
              pages={list}
              sort={sort}
              onSort={setSort}
              periodLabels={labels}
              profiles={profiles}
              selectedId={routeId}
            />
            {/* Side by side, the widest part of the detail goes under the list, where its seven columns fit. */}
            {wide && detail && <UsagePerCostType detail={detail} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          {routeId === null ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t('users.detail.none')}
              </Text>
            </Paper>
          ) : (
            <Stack gap="md" data-testid="subscription-detail">
              {detail ? (
                <SubscriptionHeader detail={detail} onAccountFields={() => setFieldsOpen(true)} />
              ) : (
                <Skeleton h={90} radius="md" />
              )}
              <CostsPanel
                range={range}
                onRangeChange={setRange}
                detail={detail}
                closed={isClosed(range.to.slice(0, 7))}
              />
              {detail && (
                <SubscriptionDetailBody
                  accountId={accountId}
                  detail={detail}
                  profiles={profiles}
                  usage={wide ? null : <UsagePerCostType detail={detail} />}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      <Deferred when={fieldsOpen}>
        <AccountFieldsDrawer
          accountId={accountId}
          accountName={selection.account?.name ?? null}
          opened={fieldsOpen}
          onClose={() => setFieldsOpen(false)}
        />
      </Deferred>
    </PageLayout>
  );
}
