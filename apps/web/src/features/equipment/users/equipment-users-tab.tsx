import { Group, Stack } from '@mantine/core';
import { EquipmentUsersScreen } from './equipment-users-screen.tsx';
import { ExportUserDeductions } from './export-user-deductions.tsx';

/** The equipment users tab (001 §2 Equipment users, issue 13): Export user deductions above the users screen. */
export function EquipmentUsersTab() {
  return (
    <Stack>
      <Group justify="flex-end">
        <ExportUserDeductions />
      </Group>
      <EquipmentUsersScreen />
    </Stack>
  );
}
