import { formatDate } from '@connect/shared';
import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import type { DateRange } from '../../../ui/date-range.ts';
import { DateRangePicker } from '../../../ui/date-range-picker.tsx';
import { formatMonthYear } from '../../../ui/month-year.ts';
import { useCategoryGroupName } from '../payment-profiles/category-group-name.ts';
import { MonthLock } from '../payment-profiles/closed-months.tsx';
import { kr } from './amounts.ts';
import type { SubscriptionDetail } from './users-api.ts';

/** 000 §9: the costs table's rows are 40 px. */
const ROW_HEIGHT = 40;

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} w={120} />
      ) : (
        <Text size="xl" fw={600} data-testid={testId}>
          {value}
        </Text>
      )}
    </Stack>
  );
}

/** Charges and credits that came after their own month had closed: counted in this period, shown with their date. */
function LateCharges({ charges }: { charges: SubscriptionDetail['lateCharges'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} data-testid="late-charges">
      <Text size="sm" fw={600}>
        {t('users.costs.late.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('users.costs.late.hint')}
      </Text>
      <Table verticalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.costs.late.date')}</Table.Th>
            <Table.Th>{t('users.costs.late.description')}</Table.Th>
            <Table.Th>{t('users.costs.late.booked')}</Table.Th>
            <Table.Th ta="right">{t('users.costs.late.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {charges.map((c) => (
            <Table.Tr key={c.ID}>
              <Table.Td>{formatDate(c.date)}</Table.Td>
              <Table.Td>{c.description}</Table.Td>
              <Table.Td>{formatMonthYear(c.bookedPeriod, i18n.language)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {kr(c.amountString)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * 000 §2: the selected subscription's costs for a period (the current month by default): the period total, the
 * consumption so far in the period's year, and each cost element's consumption with a total row. A lock says the
 * period ends in a closed month (its figures no longer change).
 */
export function CostsPanel({
  range,
  onRangeChange,
  detail,
  closed,
}: {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  detail: SubscriptionDetail | undefined;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  return (
    <Paper withBorder p="md" data-testid="costs-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t('users.costs.title')}
            </Title>
            <MonthLock closed={closed} />
          </Group>
          <DateRangePicker value={range} onChange={onRangeChange} label={t('users.costs.period')} />
        </Group>
        <Group grow align="flex-start">
          <Figure
            label={t('users.costs.periodTotal')}
            value={detail ? kr(detail.totalAmountPeriodString) : null}
            testId="costs-period-total"
          />
          <Figure
            label={t('users.costs.yearToDate', { year: range.to.slice(0, 4) })}
            value={detail ? kr(detail.totalAmountYTDString) : null}
            testId="costs-year-total"
          />
        </Group>
        <Table verticalSpacing={0} layout="fixed" data-testid="cost-elements">
          <Table.Thead>
            <Table.Tr h={ROW_HEIGHT}>
              <Table.Th>{t('users.costs.element')}</Table.Th>
              <Table.Th ta="right">{t('users.costs.consumption')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail?.categoryGroupUsage.map((c) => (
              <Table.Tr key={c.categoryGroupID} h={ROW_HEIGHT}>
                <Table.Td>{categoryName(c.categoryGroupKey, c.name)}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {kr(c.usedAmountString)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {detail && (
            <Table.Tfoot>
              <Table.Tr h={ROW_HEIGHT}>
                <Table.Th>{t('users.costs.total')}</Table.Th>
                <Table.Th
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="cost-elements-total"
                >
                  {kr(detail.totalAmountPeriodString)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
        {detail && detail.lateCharges.length > 0 && <LateCharges charges={detail.lateCharges} />}
      </Stack>
    </Paper>
  );
}
