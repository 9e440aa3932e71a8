import { formatDate, formatPhone } from '@connect/shared';
import { Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/index.ts';
import { useCategoryGroupName } from '../payment-profiles/category-group-name.ts';
import { fullName } from './person-name.ts';
import type { SubscriptionDetail } from './users-api.ts';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type CostTypeUsage = SubscriptionDetail['categoryGroupUsage'][number];
/** The fields of `T` that are text. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** The amount columns: the title's key, a cost type's figure and the total's figure in the answer. */
const AMOUNTS: readonly {
  label: string;
  row: TextField<CostTypeUsage>;
  total: TextField<SubscriptionDetail>;
  totalTestId?: string;
}[] = [
  { label: 'users.usage.covered', row: 'coveredAmountString', total: 'coveredAmountPeriodString' },
  {
    label: 'users.usage.used',
    row: 'usedAmountString',
    total: 'totalAmountPeriodString',
    totalTestId: 'usage-used-total',
  },
  { label: 'users.usage.usedYtd', row: 'usedYtdString', total: 'totalAmountYTDString' },
  {
    label: 'users.usage.deducted',
    row: 'deductedAmountString',
    total: 'deductedAmountPeriodString',
    totalTestId: 'usage-deducted-total',
  },
  { label: 'users.usage.deductedYtd', row: 'deductedYtdString', total: 'deductedAmountYTDString' },
];

/**
 * 000 §2: per cost type what the company covered, what was used and deducted (period and year to date), and reporting.
 * Amounts in kroner, the unit in the column headers so that the table fits the detail column at 1440 px.
 */
export function UsagePerCostType({ detail }: { detail: SubscriptionDetail }) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  return (
    <Paper withBorder p="md" data-testid="usage-per-cost-type">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('users.usage.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {fullName(detail) || formatPhone(detail.phoneNumber)} · {formatDate(detail.fromDate)} –{' '}
            {formatDate(detail.toDate)}
          </Text>
        </Group>
        {/*
          Fits the detail column at 1440 px (issue 10 §9: it overflowed); narrower, it scrolls, and the scroll area
          takes the focus so the keyboard can scroll it too.
        */}
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': t('users.usage.title') }}>
          <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" data-testid="usage-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.usage.costType')}</Table.Th>
                {AMOUNTS.map((a) => (
                  <Table.Th key={a.label} ta="right">
                    {t(a.label)}
                  </Table.Th>
                ))}
                <Table.Th ta="center">{t('users.usage.reported')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.categoryGroupUsage.map((c) => (
                <Table.Tr key={c.categoryGroupID}>
                  <Table.Td>{categoryName(c.categoryGroupKey, c.name)}</Table.Td>
                  {AMOUNTS.map((a) => (
                    <Table.Td key={a.label} ta="right" style={num}>
                      {c[a.row]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="center">
                    {c.reported ? (
                      <IconCheck size={14} aria-label={t('users.usage.isReported')} />
                    ) : (
                      <Text span size="xs" c="dimmed" aria-label={t('users.usage.notReported')}>
                        –
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('users.usage.total')}</Table.Th>
                {AMOUNTS.map((a) => (
                  <Table.Th key={a.label} ta="right" style={num} data-testid={a.totalTestId}>
                    {detail[a.total]}
                  </Table.Th>
                ))}
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
