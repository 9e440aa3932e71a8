import { formatDate, formatPhone } from '@connect/shared';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { DiscoveredDeviceSort, DiscoveredDevicesQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { DropdownMenu } from '../../../ui/dropdown-menu.tsx';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import { ColumnHeader, SortHeader } from '../../../ui/sort-header.tsx';
import type { GrowingPages } from '../../../ui/use-infinite-virtualizer.ts';
import { className } from '../devices/device-class.tsx';
import classes from '../devices/device-list.module.css';
import { SortMenuHeader } from './sort-menu-header.tsx';

export type DiscoveredRow = DiscoveredDevicesQuery['discoveredDevices']['devices'][number];
type Field = DiscoveredDeviceSort extends `${infer F}_${string}` ? F : never;

const COLUMNS =
  '36px 90px minmax(150px, 2fr) minmax(80px, 1fr) 90px 120px minmax(130px, 1.5fr) minmax(110px, auto)';
const ROW_HEIGHT = 52;

export const deviceLabel = (d: DiscoveredRow) => [d.vendorName, d.description].filter(Boolean).join(' ');
export const suggestedName = (d: DiscoveredRow) => (d.user ? `${d.user.firstName} ${d.user.lastName}` : '');

/**
 * The rows of the Newly discovered panel: a checkbox (only for devices not dismissed), Source, Device, Type, Time,
 * Number, Suggested employee and the Allocate menu; every column sorts on the server (001 §3).
 */
export function DiscoveredTable({
  rows,
  totalCount,
  height,
  sort,
  onSort,
  selected,
  onSelect,
  onAllocate,
  onAllocateOther,
  pages,
  empty,
}: {
  rows: DiscoveredRow[];
  totalCount: number | undefined;
  height: string | number;
  sort: DiscoveredDeviceSort;
  onSort: (sort: DiscoveredDeviceSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onAllocate: (d: DiscoveredRow) => void;
  onAllocateOther: (d: DiscoveredRow) => void;
  pages: GrowingPages;
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  const [field, direction] = sort.split('_') as [Field, 'ASC' | 'DESC'];
  const ascending = direction === 'ASC';
  const header = (f: Field, label: string) => (
    <SortHeader
      label={label}
      direction={f === field ? (ascending ? 'Asc' : 'Desc') : null}
      onSort={() => onSort(`${f}_${f === field && ascending ? 'DESC' : 'ASC'}` as DiscoveredDeviceSort)}
    />
  );
  const menuHeader = (label: string, options: { field: Field; label: string }[]) => (
    <SortMenuHeader
      label={label}
      options={options}
      field={field}
      ascending={ascending}
      onSort={(f, asc) => onSort(`${f}_${asc ? 'ASC' : 'DESC'}` as DiscoveredDeviceSort)}
    />
  );
  const open = rows.filter((r) => !r.dismissedAt).map((r) => r.ID);
  const allOn = open.length > 0 && open.every((id) => selected.has(id));
  const someOn = open.some((id) => selected.has(id));

  return (
    <InfiniteVirtualTable
      aria-label={t('discovered.title')}
      items={rows}
      getKey={(d) => d.ID}
      columns={COLUMNS}
      estimateSize={ROW_HEIGHT}
      height={height}
      totalCount={totalCount}
      empty={empty}
      pages={pages}
      header={
        <>
          <ColumnHeader>
            <Checkbox
              aria-label={t('discovered.selectAll')}
              checked={allOn}
              indeterminate={someOn && !allOn}
              disabled={open.length === 0}
              onChange={() => onSelect(open, !allOn)}
            />
          </ColumnHeader>
          {header('Source', t('discovered.columns.source'))}
          {menuHeader(t('discovered.columns.device'), [
            { field: 'DeviceName', label: t('discovered.sortBy.vendorAndName') },
            { field: 'Description', label: t('discovered.sortBy.name') },
          ])}
          {header('ClassName', t('discovered.columns.type'))}
          {header('DiscoveredAt', t('discovered.columns.time'))}
          {header('UserPhoneNumber', t('discovered.columns.number'))}
          {menuHeader(t('discovered.columns.suggested'), [
            { field: 'UserLastName', label: t('discovered.sortBy.lastName') },
            { field: 'UserFirstName', label: t('discovered.sortBy.firstName') },
          ])}
          <ColumnHeader>{t('discovered.columns.action')}</ColumnHeader>
        </>
      }
      rowProps={(d) => ({
        className: classes.row,
        'data-inactive': d.dismissedAt ? true : undefined,
        'data-testid': 'discovered-row',
      })}
      renderCells={(d) => (
        <>
          <td>
            {!d.dismissedAt && (
              <Checkbox
                aria-label={t('discovered.selectOne', { device: deviceLabel(d) })}
                checked={selected.has(d.ID)}
                onChange={(e) => onSelect([d.ID], e.currentTarget.checked)}
              />
            )}
          </td>
          <td className={classes.cell}>{t(`discovered.sources.${d.source}`)}</td>
          <td>
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate>
                {deviceLabel(d)}
              </Text>
              {d.imei && (
                <Text size="xs" c="dimmed" truncate>
                  {t('discovered.imei', { imei: d.imei })}
                </Text>
              )}
            </Stack>
          </td>
          <td className={classes.cell}>{className(d.class, i18n.language)}</td>
          <td className={classes.cell}>{formatDate(d.createdAt)}</td>
          <td className={classes.cell}>{formatPhone(d.user?.phoneNumber)}</td>
          <td className={classes.cell}>{suggestedName(d) || t('discovered.noSuggestion')}</td>
          <td>
            {d.dismissedAt ? (
              <Text size="xs" c="dimmed">
                {t('discovered.dismissedOn', { date: formatDate(d.dismissedAt) })}
              </Text>
            ) : (
              <DropdownMenu
                position="bottom-end"
                withinPortal
                target={
                  <Button
                    size="compact-sm"
                    variant="light"
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                    aria-label={t('discovered.actionsFor', { device: deviceLabel(d) })}
                  >
                    {t('discovered.allocate')}
                  </Button>
                }
              >
                {(menu) => (
                  <>
                    {d.user && (
                      <menu.Item onClick={() => onAllocate(d)}>
                        {t('discovered.allocateTo', { name: suggestedName(d) })}
                      </menu.Item>
                    )}
                    <menu.Item onClick={() => onAllocateOther(d)}>{t('discovered.allocateOther')}</menu.Item>
                  </>
                )}
              </DropdownMenu>
            )}
          </td>
        </>
      )}
    />
  );
}
