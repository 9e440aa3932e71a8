import { PAGE_SIZE } from '@connect/shared';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import type { DiscoveredDeviceSort } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { ChoosePersonDialog } from '../../platform/people/choose-person-dialog.tsx';
import { AlreadyExistsDialog } from './already-exists-dialog.tsx';
import { DiscoveredDevicesQuery } from './discovered-api.ts';
import classes from './discovered-panel.module.css';
import { type DiscoveredRow, DiscoveredTable, deviceLabel } from './discovered-table.tsx';
import { useAllocation } from './use-allocation.ts';

/** Folded, the panel shows about five rows; expanded, it takes the window's height (001 §2). */
const FOLDED_HEIGHT = 300;
const EXPANDED_HEIGHT = 'calc(100vh - 220px)';

/**
 * 001 §2 Discovered devices panel on the devices tab: 'Newly discovered' with its count, the Show dismissed devices
 * toggle, sorting on the server, growing on scroll, selection of devices not dismissed with Allocate selected and
 * Dismiss selected, and per row Allocate to the suggested or another employee.
 */
export function DiscoveredPanel({
  accountId,
  includeSubAccounts,
}: {
  accountId: number;
  includeSubAccounts: boolean;
}) {
  const { t } = useTranslation();
  const [showDismissed, setShowDismissed] = useState(false);
  const [sort, setSort] = useState<DiscoveredDeviceSort>('DiscoveredAt_DESC');
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [other, setOther] = useState<DiscoveredRow | null>(null);
  const allocation = useAllocation();

  const list = useGqlPages(
    DiscoveredDevicesQuery,
    { accountID: accountId, includeSubAccounts, dismissedDevices: showDismissed, sortBy: sort },
    {
      pageSize: PAGE_SIZE,
      rows: (p) => p.discoveredDevices.devices,
      totalCount: (p) => p.discoveredDevices.deviceCount,
      placeholderData: keepPreviousData,
    },
  );
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.discoveredDevices.devices) ?? [], [list.data]);
  const count = list.data?.pages[0]?.discoveredDevices.deviceCount;
  // Only rows still listed and not dismissed stay selected (an allocated one leaves the list).
  const chosen = rows.filter((r) => !r.dismissedAt && selected.has(r.ID)).map((r) => r.ID);
  const clear = () => setSelected(new Set());
  const select = (ids: number[], on: boolean) =>
    setSelected((cur) => {
      const next = new Set(cur);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const forRow = (d: DiscoveredRow) => ({
    accountId: d.accountID,
    discoveredDeviceId: d.ID,
    imei: d.imei ?? null,
  });

  return (
    <Paper withBorder p="md" className={classes.panel} data-testid="discovered-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t('discovered.title')}
            </Title>
            {count !== undefined && (
              <Badge variant="light" data-testid="discovered-count">
                {t('discovered.count', { count })}
              </Badge>
            )}
          </Group>
          <Group gap="sm">
            {chosen.length > 0 && (
              <>
                <Text size="sm">{t('discovered.selected', { count: chosen.length })}</Text>
                <Button
                  size="xs"
                  loading={allocation.batchPending}
                  onClick={() => allocation.allocateSelected(accountId)(chosen, clear)}
                >
                  {t('discovered.allocateSelected')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={allocation.batchPending}
                  onClick={() => allocation.dismissSelected(accountId)(chosen, clear)}
                >
                  {t('discovered.dismissSelected')}
                </Button>
              </>
            )}
            <Switch
              label={t('discovered.showDismissed')}
              checked={showDismissed}
              onChange={(e) => setShowDismissed(e.currentTarget.checked)}
            />
            <Tooltip label={expanded ? t('discovered.collapse') : t('discovered.expand')}>
              <ActionIcon
                variant="subtle"
                aria-label={expanded ? t('discovered.collapse') : t('discovered.expand')}
                aria-pressed={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <DiscoveredTable
          rows={rows}
          totalCount={count}
          height={expanded ? EXPANDED_HEIGHT : FOLDED_HEIGHT}
          sort={sort}
          onSort={setSort}
          selected={selected}
          onSelect={select}
          onAllocate={(d) => allocation.allocate(forRow(d), null)}
          onAllocateOther={setOther}
          pages={list}
          empty={list.data ? t(showDismissed ? 'discovered.emptyWithDismissed' : 'discovered.empty') : ''}
        />
      </Stack>
      <ChoosePersonDialog
        title={other ? t('discovered.other.title', { device: deviceLabel(other) }) : null}
        submitLabel={t('discovered.other.submit')}
        busy={allocation.allocating}
        onChoose={(person) =>
          other && allocation.allocate(forRow(other), person.catalogID, () => setOther(null))
        }
        onClose={() => setOther(null)}
      />
      <AlreadyExistsDialog
        conflict={allocation.conflict}
        busy={allocation.resolving}
        onYes={allocation.updateExisting}
        onNo={allocation.dismissConflict}
        onCancel={allocation.closeConflict}
      />
    </Paper>
  );
}
