import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { EquipmentUsersScreen } from './equipment-users-screen.tsx';
import { ExportUserDeductions } from './export-user-deductions.tsx';

/** The equipment users tab (001 §2 Equipment users, issue 13): Export user deductions above the users screen. */
export function EquipmentUsersTab() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to="/users/leaving" variant="default">
          {t('leaving.link')}
        </Button>
        <ExportUserDeductions />
      </Group>
      <EquipmentUsersScreen />
    </Stack>
  );
}
