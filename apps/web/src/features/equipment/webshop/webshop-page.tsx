import { EQUIPMENT_ROLES, hasAnyRole } from '@connect/shared';
import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useSessionUser } from '../../../app/session-user.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import type { PickedPerson } from '../../platform/people/person-picker.tsx';
import { RequestRepair } from '../repair/request-repair.tsx';
import { useActingAccount } from './acting-account.ts';
import { GoToWebshop } from './go-to-webshop.tsx';
import { MyPolicy } from './my-policy.tsx';
import { PurchaseHistorySection } from './purchase-history-section.tsx';
import { WebshopConfiguredQuery } from './webshop-api.ts';

/** Shop as is an equipment admin's (its person picker and select: five files): an employee's page loads none of it. */
const ShopAs = lazy(() => import('./shop-as.tsx').then((m) => ({ default: m.ShopAs })));

/**
 * 002 §2 Webshop: Go to webshop (with the guideline check), Request repair when the policy offers repairs (for
 * the employee chosen in Shop as, for an admin), the welcome text, the employee's purchase history and their
 * equipment policy: the caller's own, or the chosen employee's while an admin shops as them. Page width 1300 (002 §2
 * My equipment policy). Without a webshop (no WEBSHOP_URL on the server) the page says so in place of Go to webshop.
 */
export default function WebshopPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { accountId, loading } = useActingAccount();
  const admin = hasAnyRole(user.roles, EQUIPMENT_ROLES);
  const [shopAs, setShopAs] = useState<PickedPerson | null>(null);
  const noWebshop = useGqlQuery(WebshopConfiguredQuery, {}).data?.webshopConfigured === false;

  return (
    <PageLayout title={t('webshop.title')}>
      {loading ? (
        <Loader />
      ) : accountId === null ? (
        <Text c="dimmed">{t('webshop.noAccount')}</Text>
      ) : (
        <Stack gap="xl">
          {noWebshop && (
            <Alert icon={<IconInfoCircle size={18} />} color="gray" data-testid="no-webshop">
              {t('webshop.notConfigured')}
            </Alert>
          )}
          <Card withBorder padding="lg">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              {admin ? (
                <Suspense fallback={<Loader size="sm" />}>
                  <ShopAs person={shopAs} onChange={setShopAs} />
                </Suspense>
              ) : (
                <Text maw={640}>{t('webshop.welcome')}</Text>
              )}
              <Group gap="sm">
                <RequestRepair catalogId={shopAs?.catalogID ?? null} />
                {!noWebshop && <GoToWebshop accountId={accountId} shopAs={shopAs?.catalogID ?? null} />}
              </Group>
            </Group>
          </Card>
          <PurchaseHistorySection accountId={accountId} canShowAll={admin} person={shopAs} />
          <MyPolicy
            accountId={accountId}
            catalogId={shopAs?.catalogID ?? user.catalogId}
            personName={shopAs?.name ?? null}
            canCorrect={admin}
          />
        </Stack>
      )}
    </PageLayout>
  );
}
