import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';

/**
 * A yes/no question before something that cannot be undone (000 §8: 'Confirm delete {{name}}', 'Delete {{name}}?',
 * 'Remove member {{name}} from the list?'). The caller keeps it open while `loading` and closes it when done.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger = true,
  loading = false,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {message && <Text mb="lg">{message}</Text>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('ui.confirm.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('ui.confirm.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
