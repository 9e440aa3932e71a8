import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { ActionsHeader } from '../../../ui/actions-header.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Deferred } from '../../../ui/deferred.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { type Config, useRemoveConfigAccount } from './solutions-api.ts';

// Loaded when first opened: the screen shows without the dialog's code.
const AddAccountsDialog = lazy(() =>
  import('./add-accounts-dialog.tsx').then((m) => ({ default: m.AddAccountsDialog })),
);

type ConfigAccount = Config['accounts'][number];

/** 002 §2: the solution's accounts, with Add accounts and Delete account (which ends everyone's access to it). */
export function AccountsSection({ config }: { config: Config }) {
  const { t } = useTranslation();
  const [adding, addDialog] = useDisclosure(false);
  const [deleting, setDeleting] = useState<ConfigAccount | null>(null);
  const remove = useRemoveConfigAccount();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('customer-solutions.accounts.title')}
        </Title>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={addDialog.open}>
          {t('customer-solutions.accounts.add')}
        </Button>
      </Group>
      {config.accounts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customer-solutions.accounts.empty')}
        </Text>
      ) : (
        <Table data-testid="solution-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customer-solutions.accounts.name')}</Table.Th>
              <Table.Th>{t('customer-solutions.accounts.customerNumber')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {config.accounts.map((a) => (
              <Table.Tr key={a.ccAccountID}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>{a.customerNumber}</Table.Td>
                <Table.Td ta="right">
                  <DeleteButton
                    label={t('customer-solutions.accounts.delete', { name: a.name })}
                    onClick={() => setDeleting(a)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Deferred when={adding}>
        <AddAccountsDialog opened={adding} onClose={addDialog.close} config={config} />
      </Deferred>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('customer-solutions.accounts.confirmTitle', { name: deleting?.name ?? '' })}
        message={t('customer-solutions.accounts.confirmText', { name: deleting?.name ?? '' })}
        confirmLabel={t('customer-solutions.list.deleteLabel')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { ccConfigID: config.id, ccAccountID: deleting.ccAccountID },
            { onSuccess: () => setDeleting(null) },
          )
        }
      />
    </Stack>
  );
}
