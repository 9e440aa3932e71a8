import {
  EQUIPMENT_ROLES,
  formatDate,
  formatNok,
  formatPhone,
  hasAnyRole,
  kronerToOre,
  Service,
} from '@connect/shared';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useSessionUser } from '../../../app/session-user.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { formatMonthYear } from '../../../ui/month-year.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { TermsToAccept } from '../../cost-control/deduction-consent/terms-to-accept.tsx';
import { MyPolicy } from '../webshop/my-policy.tsx';
import { PurchaseHistorySection } from '../webshop/purchase-history-section.tsx';
import { EmployeeHomeQuery, ownAccountId } from '../webshop/webshop-api.ts';

/**
 * The employee's own page (issue 15): this month's cost of each of their subscriptions and what will be deducted
 * from salary, the report link while the month can be reported, and, with the Equipment service, their policy
 * cards and purchases.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const home = useGqlQuery(EmployeeHomeQuery, {});
  const subscriptions = home.data?.employeeHome.subscriptions ?? [];
  const accountId = home.data ? ownAccountId(home.data) : null;
  const equipment = user.services.includes(Service.Equipment);

  return (
    <PageLayout title={t('home.title', { name: user.name })}>
      <Stack gap="xl">
        <TermsToAccept />
        <Stack gap="sm">
          <Title order={2} size="h4">
            {home.data
              ? t('home.costs', { month: formatMonthYear(home.data.employeeHome.period, i18n.language) })
              : t('home.costsLoading')}
          </Title>
          {home.data && subscriptions.length === 0 && <Text c="dimmed">{t('home.noSubscriptions')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {subscriptions.map((s) => (
              <Card key={s.subscriptionID} withBorder padding="md" data-testid="home-subscription">
                <Stack gap={6}>
                  <Text fw={600}>{formatPhone(s.phoneNumber)}</Text>
                  <Text size="sm">
                    {t('home.total')}:{' '}
                    <span data-testid="home-total">{formatNok(kronerToOre(s.totalCost))}</span>
                  </Text>
                  <Text size="sm">
                    {t('home.deducted')}:{' '}
                    <span data-testid="home-deducted">{formatNok(kronerToOre(s.deducted))}</span>
                  </Text>
                  {s.openReport && (
                    <Anchor component={Link} to={`/report/${s.openReport.token}`} size="sm">
                      {t('home.report', {
                        month: formatMonthYear(s.openReport.period, i18n.language),
                        date: formatDate(s.openReport.dueDate),
                      })}
                    </Anchor>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
        {equipment && accountId !== null && (
          <>
            <MyPolicy accountId={accountId} catalogId={user.catalogId} canCorrect={false} />
            <PurchaseHistorySection
              accountId={accountId}
              canShowAll={hasAnyRole(user.roles, EQUIPMENT_ROLES)}
            />
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
