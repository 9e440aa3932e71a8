import { Button, Card, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { ActionsHeader } from '../../../ui/actions-header.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { SearchAndAdd } from '../../../ui/search-and-add.tsx';
import { type Config, useConfigs, useRemoveConfig } from './solutions-api.ts';

type Row = Pick<Config, 'id' | 'name' | 'bnCustomerID' | 'customerName'>;

/** 002 §2: Name and ID, 'Untitled' for no name, Add new with the `new` row on top, Search and delete. */
export function SolutionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const match = useMatch('/impersonation/:id/*');
  const selectedId = match?.params.id;
  const tab = match?.params['*'] === 'users' ? 'users' : 'details';
  const [search, setSearch] = useState('');
  const configs = useConfigs(search);
  const remove = useRemoveConfig();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = configs.data?.pages.flat() ?? [];
  const title = (c: Pick<Row, 'name'>) => c.name || t('customer-solutions.untitled');

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <SearchAndAdd
          search={search}
          onSearch={setSearch}
          searchLabel={t('customer-solutions.list.search')}
          addLabel={t('customer-solutions.list.addNew')}
          onAdd={() => navigate('/impersonation/new/details')}
        />
        <Table highlightOnHover data-testid="solution-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customer-solutions.list.name')}</Table.Th>
              <Table.Th>{t('customer-solutions.list.id')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selectedId === 'new' && (
              <Table.Tr aria-selected bg="var(--mantine-primary-color-light)" data-testid="solution-row">
                <Table.Td colSpan={3}>
                  <Text size="sm" fw={600}>
                    {t('customer-solutions.untitled')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((c) => {
              const selected = String(c.id) === selectedId;
              return (
                <Table.Tr
                  key={c.id}
                  aria-selected={selected}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  data-testid="solution-row"
                >
                  <Table.Td>
                    <UnstyledButton onClick={() => navigate(`/impersonation/${c.id}/${tab}`)} w="100%">
                      <Text size="sm" fw={selected ? 600 : undefined}>
                        {title(c)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.customerName}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{c.bnCustomerID}</Table.Td>
                  <Table.Td ta="right">
                    <DeleteButton
                      label={t('customer-solutions.list.delete', { name: title(c) })}
                      onClick={() => setDeleting(c)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {configs.hasNextPage && (
          <Button
            variant="subtle"
            loading={configs.isFetchingNextPage}
            onClick={() => configs.fetchNextPage()}
          >
            {t('customer-solutions.list.more')}
          </Button>
        )}
        {configs.data && rows.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {search ? t('customer-solutions.list.noMatch') : t('customer-solutions.list.empty')}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('customer-solutions.list.confirmTitle', { name: deleting ? title(deleting) : '' })}
        message={t('customer-solutions.list.confirmText', { name: deleting ? title(deleting) : '' })}
        confirmLabel={t('customer-solutions.list.deleteLabel')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { ccConfigID: deleting.id },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('customer-solutions.list.deleted') });
                if (String(deleting.id) === selectedId) navigate('/impersonation');
                setDeleting(null);
              },
            },
          )
        }
      />
    </Card>
  );
}
