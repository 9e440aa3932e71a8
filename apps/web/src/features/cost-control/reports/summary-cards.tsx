import { formatNok, formatNumber, kronerToOre } from '@connect/shared';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useReportingSummary } from './reports-api.ts';

function SummaryCard({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} mt={4} />
      ) : (
        <Text fz={24} fw={600} data-testid={`${testId}-value`}>
          {value}
        </Text>
      )}
    </Card>
  );
}

/** 000 §2 Reports: Number of subscriptions, Total cost and Total deduction for the month. */
export function SummaryCards({ scope, period }: { scope: AccountScope | null; period: string }) {
  const { t } = useTranslation();
  const { data } = useReportingSummary(scope, period);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SummaryCard
        testId="summary-subscriptions"
        label={t('reports.summary.subscriptions')}
        value={data ? formatNumber(data.numberOfSubscriptions, 0) : null}
      />
      <SummaryCard
        testId="summary-total-cost"
        label={t('reports.summary.totalCost')}
        value={data ? formatNok(kronerToOre(data.totalCost)) : null}
      />
      <SummaryCard
        testId="summary-total-deduction"
        label={t('reports.summary.totalDeduction')}
        value={data ? formatNok(kronerToOre(data.totalDeduction)) : null}
      />
    </SimpleGrid>
  );
}
