import { formatNok, formatPhone, kronerToOre } from '@connect/shared';
import { Alert, Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useBillShock } from './dashboard-api.ts';

const nok = (kroner: number) => formatNok(kronerToOre(kroner));

/** Subscriptions whose month cost is far above their own usual, with the rule that picked them. */
export function BillShockList({ scope }: { scope: AccountScope | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useBillShock(scope);
  return (
    <Card withBorder padding="md" data-testid="bill-shock">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.billShock.title')}
      </Title>
      {!data ? (
        <Skeleton h={160} />
      ) : (
        <>
          <Alert
            variant="light"
            color="gray"
            icon={<IconInfoCircle size={16} />}
            mb="sm"
            data-testid="bill-shock-rule"
          >
            {t('dashboard.billShock.rule', {
              multiplier: data.rule.multiplier,
              months: data.rule.months,
              minIncrease: nok(data.rule.minIncrease),
              minHistoryMonths: data.rule.minHistoryMonths,
            })}
          </Alert>
          {data.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.billShock.none')}
            </Text>
          ) : (
            <>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.billShock.name')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.billShock.thisMonth')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.billShock.usual')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((i) => (
                    <Table.Tr
                      key={i.subscription.subscriptionID}
                      style={{ cursor: 'pointer' }}
                      onClick={() => navigate(`/users/${i.subscription.subscriptionID}`)}
                      data-testid="bill-shock-item"
                    >
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {i.subscription.names || formatPhone(i.subscription.phoneNumber)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatPhone(i.subscription.phoneNumber)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">{nok(i.subscription.totalCost)}</Text>
                        <Text size="xs" c="red.9">
                          +{nok(i.increase)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">{nok(i.usual)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.count > data.items.length && (
                <Text size="xs" c="dimmed" mt="xs">
                  {t('dashboard.billShock.more', { shown: data.items.length, count: data.count })}
                </Text>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}
