import { Card, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { dayjs } from '../../../ui/dayjs.ts';
import { useCategoryGroupName } from '../payment-profiles/category-group-name.ts';
import { useCostSeries } from './dashboard-api.ts';
import { chartData } from './dashboard-figures.ts';

// The chart library is most of the dashboard's code and nothing else needs it: the screen shows without it, and it
// loads while the figures are asked for, so the bars wait for neither longer than before.
const loadBarChart = () => import('./cost-bar-chart.tsx');
const CostBarChart = lazy(loadBarChart);

/** 13 months of cost, each bar stacked by cost category. */
export function CostChart({ scope }: { scope: AccountScope | null }) {
  const { t, i18n } = useTranslation();
  const { data } = useCostSeries(scope);
  const categoryName = useCategoryGroupName();
  const locale = i18n.language === 'no' ? 'nb' : 'en';
  useEffect(() => void loadBarChart(), []);
  const skeleton = <Skeleton h={300} />;
  return (
    <Card withBorder padding="md" data-testid="cost-chart">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.chart.title')}
      </Title>
      {!data ? (
        skeleton
      ) : data.categoryGroups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.chart.empty')}
        </Text>
      ) : (
        <Suspense fallback={skeleton}>
          <CostBarChart
            {...chartData(
              data,
              (period) => dayjs(`${period}-01`).locale(locale).format('MMM YY'),
              categoryName,
            )}
          />
        </Suspense>
      )}
    </Card>
  );
}
