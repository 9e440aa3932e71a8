import { formatDateTime } from '@connect/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualList } from '../../../ui/infinite-virtual-list.tsx';
import classes from './device-history.module.css';
import { DeviceEventsQuery } from './devices-api.ts';
import { changeValue, type DeviceEventItem, eventLabel, fieldLabel } from './event-change.ts';

const PAGE = 50;

function EventRow({ e }: { e: DeviceEventItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} py="xs" className={classes.event} data-testid="device-event">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {eventLabel(t, e)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(e.createdAt)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {e.actor ? `${e.actor.firstName} ${e.actor.lastName}` : t('equipment.history.system')}
      </Text>
      {e.changes.map((c) => (
        <Group key={c.field} gap={6} wrap="wrap" data-testid="device-change">
          <Text size="sm" c="dimmed">
            {fieldLabel(t, c.field)}:
          </Text>
          <Text size="sm">{changeValue(t, c.field, c.before, c.beforePerson)}</Text>
          <IconArrowRight size={14} aria-label={t('equipment.history.to')} />
          <Text size="sm">{changeValue(t, c.field, c.after, c.afterPerson)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** 001 §2 Device history: every event, newest first, who and when, and each changed field before → after. */
export function DeviceHistory({ accountId, deviceId }: { accountId: number; deviceId: number }) {
  const { t } = useTranslation();
  const events = useGqlPages(
    DeviceEventsQuery,
    { accountID: accountId, deviceID: deviceId },
    {
      pageSize: PAGE,
      rows: (page) => page.deviceEvents.events,
      totalCount: (page) => page.deviceEvents.totalCount,
    },
  );
  const items = useMemo(() => events.data?.pages.flatMap((p) => p.deviceEvents.events) ?? [], [events.data]);
  return (
    <InfiniteVirtualList
      aria-label={t('equipment.devices.tabs.history')}
      items={items}
      getKey={(e) => e.ID}
      estimateSize={72}
      height="min(640px, calc(100vh - 300px))"
      pages={events}
      empty={events.isLoading ? '' : t('equipment.history.empty')}
      renderItem={(e) => <EventRow e={e} />}
    />
  );
}
