import { PAGE_SIZE } from '@connect/shared';
import { Grid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import type { EquipmentUserSort } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { idOf, useEquipmentSearch } from '../equipment-search.ts';
import { EquipmentUsersQuery } from './equipment-users-api.ts';
import { EquipmentUsersList } from './equipment-users-list.tsx';
import { UserPanel } from './user-panel.tsx';

/**
 * `/equipment/users/{id?}/{tab?}` (001 §2 Equipment users): the people with equipment, searched with the area's
 * search box and sorted on the server, and the side panel of the chosen one with its Policy and Devices tabs.
 */
export function EquipmentUsersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const [search] = useEquipmentSearch();
  const { accountId, includeSubAccounts } = useAccountSelection();
  const [sort, setSort] = useState<EquipmentUserSort>('Name_ASC');
  const selectedId = idOf(id);

  const list = useGqlPages(
    EquipmentUsersQuery,
    accountId === null
      ? null
      : { accountID: accountId, includeSubAccounts, searchText: search, sortType: sort },
    {
      pageSize: PAGE_SIZE,
      rows: (p) => p.users.users,
      totalCount: (p) => p.users.count,
      placeholderData: keepPreviousData,
    },
  );
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.users.users) ?? [], [list.data]);
  const count = list.data?.pages[0]?.users.count;
  const open = (catalogId: number | null) =>
    navigate({
      pathname: catalogId === null ? '/equipment/users' : `/equipment/users/${catalogId}`,
      search: location.search,
    });

  if (accountId === null) return null;
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: id === undefined ? 12 : 6 }}>
        <Stack gap={4}>
          <EquipmentUsersList
            rows={rows}
            totalCount={count}
            sort={sort}
            onSort={setSort}
            selectedId={selectedId}
            onOpen={open}
            pages={list}
            empty={list.data ? t('equipment-users.empty') : ''}
          />
          {count !== undefined && (
            <Text size="xs" c="dimmed" data-testid="equipment-user-count">
              {t('equipment-users.count', { count })}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      {id !== undefined && (
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UserPanel accountId={accountId} catalogId={selectedId} onClose={() => open(null)} />
        </Grid.Col>
      )}
    </Grid>
  );
}
