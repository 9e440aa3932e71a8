import { formatDate, formatDateTime } from '@connect/shared';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OffboardingFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';

/** The reminders sent about the leaver's open devices, newest first (docs/LEAVING.md "Reminders"). */
export function SentReminders({ reminders }: { reminders: OffboardingFieldsFragment['reminders'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="sent-reminders">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('leaving.reminders.title')}
        </Title>
        {reminders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('leaving.reminders.none')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('leaving.reminders.sentAt')}</Table.Th>
                <Table.Th>{t('leaving.reminders.step')}</Table.Th>
                <Table.Th>{t('leaving.reminders.recipient')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reminders.map((r) => (
                <Table.Tr key={`${r.leavingDate}-${r.step}-${r.recipientName}-${r.channel}-${r.sentAt}`}>
                  <Table.Td>{formatDateTime(r.sentAt)}</Table.Td>
                  <Table.Td>
                    {t(`leaving.reminders.steps.${r.step}`, { date: formatDate(r.leavingDate) })}
                  </Table.Td>
                  <Table.Td>
                    {r.recipientName} ({t(`leaving.reminders.channels.${r.channel}`)})
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
