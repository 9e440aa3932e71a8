import '@mantine/charts/styles.css';
import { formatNok, kronerToOre } from '@connect/shared';
import { BarChart } from '@mantine/charts';
import { Card, Skeleton, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { AccountScope } from '../../app/account-choice.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useCategoryGroupName } from '../payment-profiles/category-group-name.ts';
import { useCostSeries } from './dashboard-api.ts';
import { chartData } from './dashboard-figures.ts';

/** 13 months of cost, each bar stacked by cost category. */
export function CostChart({ scope }: { scope: AccountScope | null }) {
  const { t, i18n } = useTranslation();
  const { data } = useCostSeries(scope);
  const categoryName = useCategoryGroupName();
  const locale = i18n.language === 'no' ? 'nb' : 'en';
  return (
    <Card withBorder padding="md" data-testid="cost-chart">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.chart.title')}
      </Title>
      {!data ? (
        <Skeleton h={300} />
      ) : data.categoryGroups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.chart.empty')}
        </Text>
      ) : (
        <BarChart
          h={300}
          type="stacked"
          dataKey="month"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(v) => formatNok(kronerToOre(v))}
          yAxisProps={{
            width: 90,
            tickFormatter: (v: number) => formatNok(kronerToOre(v)).replace(/,00/, ''),
          }}
          {...chartData(
            data,
            (period) => dayjs(`${period}-01`).locale(locale).format('MMM YY'),
            categoryName,
          )}
        />
      )}
    </Card>
  );
}
