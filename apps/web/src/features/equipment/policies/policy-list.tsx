import { formatDate, POLICY_PAGE_SIZE } from '@connect/shared';
import { ActionIcon, Card, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type { CePolicyFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DropdownMenu } from '../../../ui/dropdown-menu.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { PoliciesQuery, RemovePolicyMutation } from './policies-api.ts';

/** 002 §2: Policy name, Created and a delete menu; searchable by name, sorted, page size 50. */
export function PolicyList({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const match = useMatch('/policies/:id/:tab');
  const selectedId = match?.params.id;
  const tab = match?.params.tab ?? 'details';
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<CePolicyFieldsFragment | null>(null);
  const policies = useGqlQuery(PoliciesQuery, {
    accountID: accountId,
    name: search,
    limit: POLICY_PAGE_SIZE,
  });
  const remove = useGqlMutation(RemovePolicyMutation);
  const rows = policies.data?.CEPolicies ?? [];

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <SearchBox
          value={search}
          onSearch={setSearch}
          placeholder={t('policies.search')}
          aria-label={t('policies.search')}
        />
        <Table highlightOnHover data-testid="policy-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('policies.fields.name')}</Table.Th>
              <Table.Th>{t('policies.fields.created')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('policies.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const selected = String(p.ID) === selectedId;
              return (
                <Table.Tr
                  key={p.ID}
                  aria-selected={selected}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td>
                    <UnstyledButton onClick={() => navigate(`/policies/${p.ID}/${tab}`)} w="100%">
                      <Text size="sm" fw={selected ? 600 : undefined}>
                        {p.name}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{formatDate(p.createdAt as string)}</Table.Td>
                  <Table.Td ta="right">
                    <DropdownMenu
                      position="bottom-end"
                      target={
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('policies.menuFor', { name: p.name })}
                        >
                          <IconDots size={16} />
                        </ActionIcon>
                      }
                    >
                      {(menu) => (
                        <>
                          <menu.Item
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            onClick={() => setDeleting(p)}
                          >
                            {t('policies.delete')}
                          </menu.Item>
                        </>
                      )}
                    </DropdownMenu>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {policies.data && rows.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {search ? t('policies.noMatch') : t('policies.emptyAdd')}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('policies.confirmDelete', { name: deleting?.name ?? '' })}
        message={
          deleting?.memberCount ? t('policies.deleteReleases', { count: deleting.memberCount }) : undefined
        }
        confirmLabel={t('policies.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { accountID: accountId, policyID: deleting.ID },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  message: t('policies.deleted', { name: deleting.name }),
                });
                if (String(deleting.ID) === selectedId) navigate('/policies');
                setDeleting(null);
              },
            },
          );
        }}
      />
    </Card>
  );
}
