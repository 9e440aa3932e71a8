import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import type { Conflict } from './use-allocation.ts';

/** 001 §4 allocation conflict: Yes updates the existing device, No dismisses the discovered one, Cancel closes. */
export function AlreadyExistsDialog({
  conflict,
  busy,
  onYes,
  onNo,
  onCancel,
}: {
  conflict: Conflict | null;
  busy: boolean;
  onYes: (c: Conflict) => void;
  onNo: (c: Conflict) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={conflict !== null} onClose={onCancel} title={t('discovered.exists.title')} centered>
      <Text mb="lg">{t('discovered.exists.text', { imei: conflict?.imei ?? '' })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('discovered.exists.cancel')}
        </Button>
        <Button variant="light" onClick={() => conflict && onNo(conflict)} disabled={busy}>
          {t('discovered.exists.no')}
        </Button>
        <Button onClick={() => conflict && onYes(conflict)} loading={busy} data-autofocus>
          {t('discovered.exists.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
