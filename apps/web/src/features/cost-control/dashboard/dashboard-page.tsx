import { osloDate } from '@connect/shared';
import { Grid, Stack, Text } from '@mantine/core';
import { scopeOf } from '../../../app/account-choice.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { dayjs } from '../../../ui/dayjs.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { BillShockList } from './bill-shock-list.tsx';
import { CostChart } from './cost-chart.tsx';
import { DashboardAlertsCard } from './dashboard-alerts-card.tsx';
import { MonthFigures } from './month-figures.tsx';
import { PendingApprovals } from './pending-approvals.tsx';
import { TopSubscriptions } from './top-subscriptions.tsx';

/** The cost control dashboard (/dashboard, the landing page) for the account chosen in the top bar. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const selection = useAccountSelection();
  const scope = scopeOf(selection);
  const month = dayjs(`${osloDate().slice(0, 7)}-01`)
    .locale(i18n.language === 'no' ? 'nb' : 'en')
    .format('MMMM YYYY');
  return (
    <PageLayout
      title={t('dashboard.title')}
      actions={
        <Text c="dimmed" data-testid="dashboard-month">
          {t('dashboard.month', { month })}
        </Text>
      }
    >
      <Stack gap="md">
        <MonthFigures scope={scope} />
        <CostChart scope={scope} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TopSubscriptions scope={scope} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PendingApprovals scope={scope} />
          </Grid.Col>
        </Grid>
        <DashboardAlertsCard scope={scope} />
        <BillShockList scope={scope} />
      </Stack>
    </PageLayout>
  );
}
