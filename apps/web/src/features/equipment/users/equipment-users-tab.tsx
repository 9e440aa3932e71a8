import { Alert, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportUserDeductions } from './export-user-deductions.tsx';

/** The equipment users tab (001 §2 Equipment users, issue 13): its own screen replaces this notice. */
export function EquipmentUsersTab() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group justify="flex-end">
        <ExportUserDeductions />
      </Group>
      <Alert color="gray" data-testid="equipment-users-tab">
        {t('equipment.users.coming')}
      </Alert>
    </Stack>
  );
}
