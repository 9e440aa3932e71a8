import { DIALOG_SEARCH_DEBOUNCE_MS, formatDate, formatNok, PAGE_SIZE } from '@connect/shared';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import type { CePolicyFieldsFragment, CePolicyMemberSort } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { MemberEditor } from './member-editor.tsx';
import { PolicyMembersQuery } from './policies-api.ts';
import { PolicyImportButtons } from './policy-import-buttons.tsx';
import classes from './policy-members.module.css';

/** 002 §2: member rows are 56 high. */
const ROW_HEIGHT = 56;
const COLUMNS = 'minmax(200px, 2fr) minmax(140px, 1fr) 150px 140px';
type SortField = 'Name' | 'Department' | 'LastPurchaseDate' | 'Amount';

/** 002 §2 Policy users tab: Person, Department, Last purchase date, Amount kr; sorted in SQL; search after 300 ms. */
export function PolicyMembersTab({
  accountId,
  policy,
}: {
  accountId: number;
  policy: CePolicyFieldsFragment;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ field: SortField; asc: boolean }>({ field: 'Name', asc: true });
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const sortType = `${sort.field}_${sort.asc ? 'ASC' : 'DESC'}` as CePolicyMemberSort;
  const members = useGqlPages(
    PolicyMembersQuery,
    { accountID: accountId, policyID: policy.ID, searchText: search, sortType },
    { pageSize: PAGE_SIZE, rows: (p) => p.CEPolicyMembers },
  );
  const rows = members.data?.pages.flatMap((p) => p.CEPolicyMembers) ?? [];

  const header = (field: SortField, label: string, align?: 'right') => {
    const active = sort.field === field;
    const Icon = !active ? IconArrowsSort : sort.asc ? IconArrowUp : IconArrowDown;
    return (
      <th
        className={`${classes.head} ${align === 'right' ? classes.end : ''}`}
        aria-sort={active ? (sort.asc ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          className={classes.sort}
          onClick={() => setSort({ field, asc: active ? !sort.asc : true })}
        >
          {label}
          <Icon size={12} opacity={active ? 1 : 0.4} aria-hidden />
        </button>
      </th>
    );
  };

  return (
    <Stack gap="sm" data-testid="policy-members">
      <Group justify="space-between" wrap="nowrap">
        <SearchBox
          value={search}
          onSearch={setSearch}
          debounceMs={DIALOG_SEARCH_DEBOUNCE_MS}
          placeholder={t('policies.members.search')}
          aria-label={t('policies.members.search')}
        />
        <Group gap="xs" wrap="nowrap">
          <PolicyImportButtons policyId={policy.ID} />
          <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t('policies.members.add')}
          </Button>
        </Group>
      </Group>
      <AddMemberDialog
        opened={adding}
        policyId={policy.ID}
        policyName={policy.name}
        onClose={() => setAdding(false)}
      />
      <InfiniteVirtualTable
        aria-label={t('policies.members.title')}
        columns={COLUMNS}
        height={560}
        estimateSize={ROW_HEIGHT}
        items={rows}
        getKey={(m) => m.bnUser.catalogID}
        pages={members}
        empty={members.data ? t('policies.members.empty') : ''}
        header={
          <>
            {header('Name', t('policies.members.person'))}
            {header('Department', t('policies.members.department'))}
            {header('LastPurchaseDate', t('policies.members.lastPurchase'))}
            {header('Amount', t('policies.members.amount'), 'right')}
          </>
        }
        rowProps={() => ({ 'data-testid': 'policy-member' })}
        renderCells={(m) => (
          <>
            <td className={classes.cell}>
              <UnstyledButton onClick={() => setOpen(m.bnUser.catalogID)}>
                <Group gap="sm" wrap="nowrap">
                  <PersonAvatar
                    firstName={m.bnUser.firstName}
                    lastName={m.bnUser.lastName}
                    size={32}
                    alt=""
                  />
                  <Text size="sm">{`${m.bnUser.firstName} ${m.bnUser.lastName}`}</Text>
                </Group>
              </UnstyledButton>
            </td>
            <td className={classes.cell}>{m.bnUser.bnDepartmentName ?? ''}</td>
            <td className={classes.cell}>{m.lastPurchaseDate ? formatDate(m.lastPurchaseDate) : ''}</td>
            <td className={`${classes.cell} ${classes.end}`} data-testid="member-amount">
              {formatNok(Math.round(m.amount * 100))}
            </td>
          </>
        )}
      />
      <MemberEditor
        accountId={accountId}
        policy={policy}
        catalogId={open}
        name={(() => {
          const m = rows.find((r) => r.bnUser.catalogID === open);
          return m ? `${m.bnUser.firstName} ${m.bnUser.lastName}` : '';
        })()}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
