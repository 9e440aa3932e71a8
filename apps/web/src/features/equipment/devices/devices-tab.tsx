import { formatNumber } from '@connect/shared';
import { Button, Center, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGqlPages, useGqlQuery } from '../../../api/gql-hooks.ts';
import { errorText } from '../../../app/notices.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { DeviceImportButtons } from '../device-import-buttons.tsx';
import discovered from '../discovered/discovered-panel.module.css';
import { idOf, SEARCH_PARAM, useEquipmentSearch } from '../equipment-search.ts';
import { allVendorsVariables, DeviceVendorsQuery } from '../vendors/vendors-api.ts';
import { showDeviceAdded } from './device-added-notice.tsx';
import {
  type DeviceFilters,
  hiddenBecause,
  isFiltered,
  parseFilters,
  purchasedRange,
  showingEveryDevice,
  writeFilters,
} from './device-filters.ts';
import { DeviceList } from './device-list.tsx';
import { DEVICE_PAGES, deviceListVariables, deviceOwnerVariables } from './device-list-query.ts';
import { DevicesHeaderQuery, DevicesQuery } from './devices-api.ts';
import { DevicesHeader } from './devices-header.tsx';
import layout from './devices-tab.module.css';
import { DevicesToolbar } from './devices-toolbar.tsx';

// The Newly discovered panel loads beside the list, after it, its place held meanwhile: the list is what the screen
// opens on. A device's panel
// loads when one is chosen, the new-device dialog when it is opened.
const DiscoveredPanel = lazy(() =>
  import('../discovered/discovered-panel.tsx').then((m) => ({ default: m.DiscoveredPanel })),
);
const DevicePanel = lazy(() => import('./device-panel.tsx').then((m) => ({ default: m.DevicePanel })));
const NewDeviceDialog = lazy(() =>
  import('./new-device-dialog.tsx').then((m) => ({ default: m.NewDeviceDialog })),
);

/**
 * Scrolls the page so the list and the device panel start under the top bar, unless both are in view already (issue
 * 28 §14: at 1440×900 the panel opened below the fold).
 */
function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  const underTopBar = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (box.top < underTopBar || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
}

/** `/equipment/devices/{id?}/{tab?}`: the header, the filters, the list and the selected device beside it. */
export function DevicesTab({
  accountId,
  includeSubAccounts,
}: {
  accountId: number;
  includeSubAccounts: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const [search] = useEquipmentSearch();
  const filters = useMemo(() => parseFilters(params), [params]);
  const selectedId = idOf(id);

  const setFilters = (next: DeviceFilters) => setParams((current) => writeFilters(current, next));
  const list = useGqlPages(
    DevicesQuery,
    deviceListVariables({ accountId, includeSubAccounts }, filters, search, i18n.language),
    { ...DEVICE_PAGES, placeholderData: keepPreviousData },
  );
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.devices.devices) ?? [], [list.data]);
  // The last page read counts furthest (exact up to 1 000 past its offset, "more than" the bound beyond).
  const counted = list.data?.pages.at(-1)?.devices ?? null;
  const totalCount = counted?.totalCount ?? null;
  const header = useGqlQuery(DevicesHeaderQuery, deviceOwnerVariables({ accountId, includeSubAccounts }));
  const vendors = useGqlQuery(DeviceVendorsQuery, allVendorsVariables(accountId, includeSubAccounts));
  const classes = header.data?.devicesHeader ?? [];
  const vendorList = vendors.data?.deviceVendors ?? [];
  const [adding, setAdding] = useState(false);
  const listAndPanel = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A device chosen from a row (or opened after adding) brings the list and its panel into view together; where
  // the panel goes under the list (a narrow screen), the panel.
  useEffect(() => {
    if (selectedId === null) return;
    const beside = window.matchMedia('(min-width: 75em)').matches;
    bringIntoView(beside ? listAndPanel.current : panel.current);
  }, [selectedId]);

  const open = (deviceId: number | null) =>
    navigate({
      pathname: deviceId === null ? '/equipment/devices' : `/equipment/devices/${deviceId}`,
      search: location.search,
    });

  return (
    <Stack gap="sm">
      <DevicesHeader classes={classes} />
      <Suspense fallback={<Paper withBorder className={discovered.panel} />}>
        <DiscoveredPanel accountId={accountId} includeSubAccounts={includeSubAccounts} />
      </Suspense>
      <DevicesToolbar
        accountId={accountId}
        filters={filters}
        onChange={setFilters}
        filtered={isFiltered(params)}
        onReset={() => setFilters({ ...parseFilters(new URLSearchParams()), sort: filters.sort })}
        classes={classes}
        vendors={vendorList}
        actions={
          <>
            <DeviceImportButtons accountId={accountId} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('equipment.devices.new')}
            </Button>
          </>
        }
      />
      <Grid
        gap="md"
        align="flex-start"
        ref={listAndPanel}
        className={layout.listAndPanel}
        data-with-panel={id !== undefined || undefined}
      >
        <Grid.Col span={{ base: 12, lg: selectedId === null ? 12 : 7 }}>
          {/* While the rows of the last filters stay on screen (keepPreviousData), the list says it is busy. */}
          <Stack
            gap={4}
            aria-busy={list.isPlaceholderData}
            data-testid="device-results"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            <DeviceList
              items={items}
              totalCount={totalCount}
              pages={list}
              sort={filters.sort}
              onSort={(sort) => setFilters({ ...filters, sort })}
              selectedId={selectedId}
              onOpen={open}
              error={list.error && items.length === 0 ? errorText(list.error) : null}
              compact={id !== undefined}
            />
            {totalCount !== null && (
              <Text size="xs" c="dimmed" data-testid="device-count">
                {counted?.totalIsLowerBound
                  ? t('equipment.devices.countMoreThan', { bound: formatNumber(totalCount) })
                  : t('equipment.devices.count', { count: totalCount })}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        {id !== undefined && (
          <Grid.Col span={{ base: 12, lg: 5 }} className={layout.panel} ref={panel}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader />
                </Center>
              }
            >
              <DevicePanel accountId={accountId} deviceId={selectedId} onClose={() => open(null)} />
            </Suspense>
          </Grid.Col>
        )}
      </Grid>
      <Deferred when={adding}>
        <NewDeviceDialog
          accountId={accountId}
          opened={adding}
          onClose={() => setAdding(false)}
          onAdded={(device) => {
            setAdding(false);
            open(device.ID);
            showDeviceAdded(
              t,
              device,
              hiddenBecause(filters, search, device),
              purchasedRange(filters),
              () => {
                // Every device, searched by its name: the list shows it (and its namesakes) beside its panel.
                const shown = new URLSearchParams({ [SEARCH_PARAM]: device.description });
                navigate({
                  pathname: `/equipment/devices/${device.ID}`,
                  search: writeFilters(shown, showingEveryDevice(filters)).toString(),
                });
              },
            );
          }}
          classes={classes}
          vendors={vendorList}
        />
      </Deferred>
    </Stack>
  );
}
