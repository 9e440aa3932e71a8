import { formatNok, formatPhone, kronerToOre } from '@connect/shared';
import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useTopSubscriptions } from './dashboard-api.ts';

/** The month's ten most expensive subscriptions; a row opens the subscription. */
export function TopSubscriptions({ scope }: { scope: AccountScope | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useTopSubscriptions(scope);
  return (
    <Card withBorder padding="md" data-testid="top-subscriptions">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.top.title')}
      </Title>
      {!data ? (
        <Skeleton h={240} />
      ) : data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.top.empty')}
        </Text>
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.top.name')}</Table.Th>
              <Table.Th>{t('dashboard.top.department')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.top.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((s) => (
              <Table.Tr
                key={s.subscriptionID}
                style={{ cursor: 'pointer' }}
                onClick={() => navigate(`/users/${s.subscriptionID}`)}
                data-testid="top-subscription"
              >
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {s.names || formatPhone(s.phoneNumber)}
                  </Text>
                  {s.names && (
                    <Text size="xs" c="dimmed">
                      {formatPhone(s.phoneNumber)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.departmentName ?? ''}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatNok(kronerToOre(s.totalCost))}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
