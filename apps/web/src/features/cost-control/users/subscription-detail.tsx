import { formatDate, formatPhone } from '@connect/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { lazy, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { ProfileOptionFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { DataUsage } from './data-usage.tsx';
import { fullName } from './person-name.ts';
import { SubscriptionSettings } from './subscription-settings.tsx';
import type { SubscriptionDetail as Detail } from './users-api.ts';

const BillingGroupMoveDialog = lazy(() =>
  import('./billing-group-move-dialog.tsx').then((m) => ({ default: m.BillingGroupMoveDialog })),
);

export function SubscriptionHeader({
  detail,
  onAccountFields,
}: {
  detail: Detail;
  onAccountFields: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(detail) || t('users.anonymous');
  const [movingGroup, setMovingGroup] = useState(false);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar firstName={detail.firstName} lastName={detail.lastName} size={56} />
          <Stack gap={0}>
            <Title order={2} size="h3" data-testid="detail-name">
              {name}
            </Title>
            <Text c="dimmed" data-testid="detail-phone">
              {formatPhone(detail.phoneNumber)}
            </Text>
            {detail.endedOn && (
              <Text size="sm" c="dimmed" data-testid="detail-ended">
                {t('users.ended', { date: formatDate(detail.endedOn) })}
              </Text>
            )}
            {(detail.position || detail.departmentName) && (
              <Text size="sm" c="dimmed">
                {[detail.position, detail.departmentName].filter(Boolean).join(' · ')}
              </Text>
            )}
            <Group gap="xs">
              <Text size="sm" c="dimmed" data-testid="detail-billing-group">
                {t('users.groupMove.current', { name: detail.billingGroupName })}
              </Text>
              <Button variant="subtle" size="compact-xs" px={0} onClick={() => setMovingGroup(true)}>
                {t('users.groupMove.open')}
              </Button>
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          {detail.userID != null && (
            <Button component={Link} to={`/users/leaving/${detail.userID}`} variant="default" size="xs">
              {t('leaving.offboardingLink')}
            </Button>
          )}
          <Button variant="default" size="xs" leftSection={<IconForms size={16} />} onClick={onAccountFields}>
            {t('users.detail.accountFields')}
          </Button>
        </Group>
      </Group>
      <Deferred when={movingGroup}>
        <BillingGroupMoveDialog
          accountId={detail.accountID}
          subscriptionId={detail.subscriptionID}
          version={detail.version}
          name={name}
          opened={movingGroup}
          onClose={() => setMovingGroup(false)}
        />
      </Deferred>
    </Paper>
  );
}

/** 000 §2 Subscription detail below the costs panel: Settings, usage per cost type (when it is here) and data usage. */
export function SubscriptionDetailBody({
  accountId,
  detail,
  profiles,
  usage,
}: {
  accountId: number;
  detail: Detail;
  profiles: readonly ProfileOptionFragment[];
  usage: ReactNode;
}) {
  return (
    <Stack gap="md">
      <SubscriptionSettings
        key={detail.subscriptionID}
        accountId={accountId}
        detail={detail}
        profiles={profiles}
      />
      {usage}
      <DataUsage detail={detail} />
    </Stack>
  );
}
