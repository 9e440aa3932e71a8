import { formatDateTime } from '@connect/shared';
import { Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { ActionsHeader } from '../../../ui/actions-header.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { type FileExport, useFileExportMutations } from './exports-api.ts';

/**
 * 000 §2 the list of file exports: Name and Last export (DD.MM.YYYY HH:mm), with Export..., Edit and Delete
 * ('Delete {{name}}?') per row; 'No export files yet.' when there are none.
 */
export function FileExportList({
  exports,
  onExport,
  onEdit,
  onDeleted,
}: {
  exports: FileExport[];
  onExport: (e: FileExport) => void;
  onEdit: (e: FileExport) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const { remove } = useFileExportMutations();
  const [deleting, setDeleting] = useState<FileExport | null>(null);

  if (exports.length === 0) {
    return (
      <Text c="dimmed" py="md" data-testid="file-exports-empty">
        {t('exports.card.empty')}
      </Text>
    );
  }

  return (
    <>
      <Table verticalSpacing="xs" data-testid="file-export-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exports.list.name')}</Table.Th>
            <Table.Th>{t('exports.list.lastExport')}</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exports.map((e) => (
            <Table.Tr key={e.ID} data-testid="file-export-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {e.description}
                </Text>
                {e.useAutoSend && (
                  <Text size="xs" c="dimmed">
                    {t('exports.list.autoSend', { day: e.autoSendDay, email: e.autoSendToEmail })}
                  </Text>
                )}
                {e.lastAutoSend?.status === 'failed' && (
                  <Text size="xs" c="red">
                    {t('exports.list.autoSendFailed', {
                      period: e.lastAutoSend.period,
                      reason: e.lastAutoSend.reason ?? '',
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(e.lastExport)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    onClick={() => onExport(e)}
                  >
                    {t('exports.list.export')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => onEdit(e)}
                  >
                    {t('exports.list.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setDeleting(e)}
                  >
                    {t('exports.list.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('exports.list.deleteConfirm', { name: deleting?.description ?? '' })}
        confirmLabel={t('exports.list.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { fileExportID: deleting.ID },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('exports.list.deleted') });
                setDeleting(null);
                onDeleted?.();
              },
            },
          )
        }
      />
    </>
  );
}
