import {
  DASHBOARD_ALERT_KINDS,
  type DashboardAlertKind,
  formatDate,
  formatNok,
  formatPhone,
  kronerToOre,
} from '@connect/shared';
import { ActionIcon, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { DashboardAlertSettingsDialog } from './dashboard-alert-settings-dialog.tsx';
import { type DashboardAlertItem, useDashboardAlerts } from './dashboard-alerts-api.ts';

const nok = (kroner: number | null | undefined) => formatNok(kronerToOre(kroner ?? 0));

/** Where a case is looked into: the subscription's screen, or the equipment screen's Newly discovered panel. */
function linkOf(item: DashboardAlertItem): string {
  return item.kind === 'unallocatedDevice' || item.subscriptionID == null
    ? '/equipment/devices'
    : `/users/${item.subscriptionID}`;
}

function AlertLine({ item }: { item: DashboardAlertItem }) {
  const { t } = useTranslation();
  const phone = item.phoneNumber ? formatPhone(item.phoneNumber) : '';
  const name =
    item.kind === 'unallocatedDevice'
      ? [item.description, item.imei && `IMEI ${item.imei}`].filter(Boolean).join(', ')
      : item.names || (item.kind === 'subscriptionWithoutPerson' ? t('dashboard.alerts.noPerson') : phone);
  const detail = {
    usageAboveUsual: () =>
      t('dashboard.alerts.usage', {
        group: t(`dashboard.alerts.groups.${item.categoryGroupKey ?? 'data'}`),
        amount: nok(item.amount),
        usual: nok(item.usual),
      }),
    contentOverThreshold: () => t('dashboard.alerts.content', { amount: nok(item.amount) }),
    subscriptionWithoutPerson: () => t('dashboard.alerts.cost', { amount: nok(item.amount) }),
    unallocatedDevice: () =>
      [item.names, phone, t('dashboard.alerts.seen', { date: formatDate(item.seenOn) })]
        .filter(Boolean)
        .join(' · '),
  }[item.kind]();
  return (
    <li data-testid="dashboard-alert">
      <Anchor
        component={Link}
        to={linkOf(item)}
        size="sm"
        fw={500}
        aria-label={
          item.kind === 'unallocatedDevice'
            ? `${name}: ${t('dashboard.alerts.openDevices')}`
            : t('dashboard.alerts.openSubscription', { name: [name, phone].filter(Boolean).join(', ') })
        }
      >
        {name}
      </Anchor>
      {item.kind !== 'unallocatedDevice' && item.names && phone && (
        <Text span size="xs" c="dimmed">
          {' '}
          {phone}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </li>
  );
}

/**
 * What stands out in the chosen account today (issue 33 §3): the cases of the administrators' daily digest, each a
 * link to where it is dealt with, and the customer's thresholds behind the settings button.
 */
export function DashboardAlertsCard({ scope }: { scope: AccountScope | null }) {
  const { t } = useTranslation();
  const { data } = useDashboardAlerts(scope);
  const [editing, setEditing] = useState(false);
  const groups = DASHBOARD_ALERT_KINDS.map((kind: DashboardAlertKind) => ({
    kind,
    items: data?.items.filter((i) => i.kind === kind) ?? [],
  })).filter((g) => g.items.length > 0);
  return (
    <Card withBorder padding="md" data-testid="dashboard-alerts">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4">
          {t('dashboard.alerts.title')}
        </Title>
        {data && scope && (
          <Tooltip label={t('dashboard.alerts.settings')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dashboard.alerts.settings')}
              onClick={() => setEditing(true)}
              data-testid="dashboard-alert-settings"
            >
              <IconSettings size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('dashboard.alerts.intro')}
      </Text>
      {!data ? (
        <Skeleton h={120} />
      ) : groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.alerts.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map((g) => (
            <section
              key={g.kind}
              aria-labelledby={`dashboard-alerts-${g.kind}`}
              data-testid={`alerts-${g.kind}`}
            >
              <Title order={3} size="h6" id={`dashboard-alerts-${g.kind}`} mb={4}>
                {t(`dashboard.alerts.kinds.${g.kind}`)} ({g.items.length})
              </Title>
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                {g.items.map((item) => (
                  <AlertLine
                    key={`${item.kind}-${item.subscriptionID ?? ''}-${item.discoveredDeviceID ?? ''}-${item.categoryGroupKey ?? ''}`}
                    item={item}
                  />
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
      {editing && data && scope && (
        <DashboardAlertSettingsDialog
          accountId={scope.accountId}
          settings={data.settings}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
