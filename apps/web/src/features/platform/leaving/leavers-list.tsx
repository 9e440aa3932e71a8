import { formatDate, osloDate } from '@connect/shared';
import { Anchor, Badge, Center, Group, Loader, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { useLeavers } from './leaving-api.ts';

/** The people of the chosen account leaving (and those who left lately), with what of theirs is still open. */
export function LeaversList() {
  const { t } = useTranslation();
  const { accountId, includeSubAccounts, isLoading } = useAccountSelection();
  const [pastDays, setPastDays] = useState(30);
  const validDays = Number.isInteger(pastDays) && pastDays >= 0 && pastDays <= 366;
  const leavers = useLeavers(validDays ? accountId : null, includeSubAccounts, pastDays);
  const today = osloDate();
  const rows = leavers.data?.leavers ?? [];

  return (
    <PageLayout title={t('leaving.title')}>
      {accountId === null ? (
        <Center py="xl">{isLoading ? <Loader /> : <Text c="dimmed">{t('leaving.noAccount')}</Text>}</Center>
      ) : (
        <Stack gap="md">
          <Group gap="xs" align="center">
            <Text size="sm" component="label" htmlFor="leavers-past-days">
              {t('leaving.list.pastDays')}
            </Text>
            <NumberInput
              id="leavers-past-days"
              w={90}
              min={0}
              max={366}
              clampBehavior="none"
              allowDecimal={false}
              value={pastDays}
              onChange={(v) => setPastDays(typeof v === 'number' ? v : Number.NaN)}
              error={!validDays}
            />
            <Text size="sm">{t('leaving.list.days')}</Text>
          </Group>
          {leavers.isLoading ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : rows.length === 0 ? (
            <Text c="dimmed">{t('leaving.list.none')}</Text>
          ) : (
            <Table striped highlightOnHover data-testid="leavers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('leaving.list.name')}</Table.Th>
                  <Table.Th>{t('leaving.list.employeeNumber')}</Table.Th>
                  <Table.Th>{t('leaving.list.leavingDate')}</Table.Th>
                  <Table.Th ta="right">{t('leaving.list.openSubscriptions')}</Table.Th>
                  <Table.Th ta="right">{t('leaving.list.openDevices')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.catalogID}>
                    <Table.Td>
                      <Anchor component={Link} to={`/users/leaving/${r.catalogID}`}>
                        {r.firstName} {r.lastName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.employeeNumber ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {formatDate(r.leavingDate)}
                        {r.leavingDate < today && (
                          <Badge variant="light" color="gray">
                            {t('leaving.list.left')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{r.openSubscriptionCount}</Table.Td>
                    <Table.Td ta="right">
                      {r.openDeviceCount}
                      {r.openSubscriptionCount + r.openDeviceCount === 0 && (
                        <Badge ml="xs" variant="light" color="green">
                          {t('leaving.list.done')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </PageLayout>
  );
}
