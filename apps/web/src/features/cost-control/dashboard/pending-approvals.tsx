import { formatNok, kronerToOre } from '@connect/shared';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountScope } from '../../../app/account-choice.ts';
import type { PendingApprovalsFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { dayjs } from '../../../ui/dayjs.ts';
import { usePendingApprovals } from './dashboard-api.ts';

/** A month with items waiting: a link to its list on the Reports screen, and how many and how much. */
function PendingMonth({
  month,
  to,
  label,
}: {
  month: PendingApprovalsFieldsFragment['months'][number];
  to: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Anchor component={Link} to={to} size="sm">
        {label}
      </Anchor>
      <Text size="sm">
        {t('dashboard.pending.monthLine', {
          count: month.count,
          amount: formatNok(kronerToOre(month.amount)),
        })}
      </Text>
    </Group>
  );
}

/** What waits for the admin's approval, with a link to each month's list on the Reports screen. */
export function PendingApprovals({ scope }: { scope: AccountScope | null }) {
  const { t, i18n } = useTranslation();
  const { data } = usePendingApprovals(scope);
  const locale = i18n.language === 'no' ? 'nb' : 'en';
  const monthName = (period: string) => dayjs(`${period}-01`).locale(locale).format('MMMM YYYY');
  return (
    <Card withBorder padding="md" data-testid="pending-approvals">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.pending.title')}
      </Title>
      {!data ? (
        <Skeleton h={120} />
      ) : (
        <Stack gap="sm">
          <Group gap="xl">
            <div>
              <Text fz={24} fw={600} data-testid="pending-count">
                {data.contentServices.count}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.pending.contentServices', { count: data.contentServices.count })}
              </Text>
            </div>
            <div>
              <Text fz={24} fw={600} data-testid="pending-amount">
                {formatNok(kronerToOre(data.contentServices.amount))}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.pending.amount')}
              </Text>
            </div>
            {data.aggregateSplits.count > 0 && (
              <div>
                <Text fz={24} fw={600}>
                  {data.aggregateSplits.count}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('dashboard.pending.aggregateSplits', { count: data.aggregateSplits.count })}
                </Text>
              </div>
            )}
          </Group>
          {data.contentServices.months.map((m) => (
            <PendingMonth
              key={m.period}
              month={m}
              to={`/reports?period=${m.period}&show=work`}
              label={monthName(m.period)}
            />
          ))}
          {data.aggregateSplits.months.map((m) => (
            <PendingMonth
              key={`split-${m.period}`}
              month={m}
              to={`/reports?period=${m.period}&show=work&list=aggregateSplits`}
              label={t('dashboard.pending.splitMonth', { month: monthName(m.period) })}
            />
          ))}
          <Button component={Link} to="/reports" variant="light" data-testid="to-reports">
            {t('dashboard.pending.toReports')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
