import { formatDate, formatNok, kronerToOre } from '@connect/shared';
import { Group, Paper, Text } from '@mantine/core';
import type { DeviceFieldsFragment, DeviceSort } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import { ColumnHeader, type SortDirection, SortHeader } from '../../../ui/sort-header.tsx';
import type { GrowingPages } from '../../../ui/use-infinite-virtualizer.ts';
import { className, DeviceClassIcon } from './device-class.tsx';
import classes from './device-list.module.css';

/** Name, type, employee, vendor, source, purchased, warranty ends, cost price. */
const COLUMNS =
  'minmax(140px, 2fr) minmax(90px, 1fr) minmax(110px, 1.4fr) minmax(80px, 1fr) 70px 92px 92px 100px';
/**
 * Beside the device panel (issue 28 §14): without vendor and source, which the panel shows, so every column stays
 * whole in the narrower list at 1280 px.
 */
const COMPACT_COLUMNS = 'minmax(120px, 2fr) minmax(80px, 1fr) minmax(100px, 1.4fr) 92px 100px';
const ROW_HEIGHT = 48;
const LIST_HEIGHT = 'max(480px, calc(100vh - 330px))';

type SortField = 'Description' | 'ClassName' | 'VendorName' | 'Source' | 'OrderedAt' | 'CostPrice';

export function personName(p: { firstName: string; lastName: string } | null | undefined): string {
  return p ? `${p.firstName} ${p.lastName}`.trim() : '';
}

type DeviceListProps = {
  items: DeviceFieldsFragment[];
  totalCount: number | null;
  pages: GrowingPages;
  sort: DeviceSort;
  onSort: (sort: DeviceSort) => void;
  selectedId: number | null;
  onOpen: (id: number) => void;
  /** Why the list could not be read (the server's reason), shown where "no devices match" would be. */
  error?: string | null;
  /** The list shares the width with the device panel. */
  compact: boolean;
};

/** 001 §2 Devices list: every row in view only, the next page as the end comes near, sorted in SQL. */
export function DeviceList(p: DeviceListProps) {
  const { t, i18n } = useTranslation();
  const [sortField, sortDirection] = p.sort.split('_') as [SortField, 'ASC' | 'DESC'];
  const header = (field: SortField, label: string, alignEnd = false) => {
    const direction: SortDirection | null =
      field === sortField ? (sortDirection === 'ASC' ? 'Asc' : 'Desc') : null;
    const next = field === sortField && sortDirection === 'ASC' ? 'DESC' : 'ASC';
    return (
      <SortHeader
        label={label}
        direction={direction}
        alignEnd={alignEnd}
        onSort={() => p.onSort(`${field}_${next}` as DeviceSort)}
      />
    );
  };
  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <InfiniteVirtualTable
        aria-label={t('equipment.devices.list')}
        items={p.items}
        getKey={(d) => d.ID}
        columns={p.compact ? COMPACT_COLUMNS : COLUMNS}
        header={
          <>
            {header('Description', t('equipment.devices.fields.name'))}
            {header('ClassName', t('equipment.devices.fields.type'))}
            <ColumnHeader>{t('equipment.devices.fields.employee')}</ColumnHeader>
            {!p.compact && header('VendorName', t('equipment.devices.fields.vendor'))}
            {!p.compact && header('Source', t('equipment.devices.fields.source'))}
            {header('OrderedAt', t('equipment.devices.fields.purchased'))}
            {!p.compact && <ColumnHeader>{t('equipment.devices.fields.warrantyEndsAt')}</ColumnHeader>}
            {header('CostPrice', t('equipment.devices.fields.costPrice'), true)}
          </>
        }
        renderCells={(d) => (
          <>
            <td className={classes.cell}>
              <button
                type="button"
                className={classes.open}
                onClick={() => p.onOpen(d.ID)}
                aria-current={d.ID === p.selectedId || undefined}
              >
                {d.description}
              </button>
            </td>
            <td className={classes.cell}>
              <Group gap={4} wrap="nowrap">
                <DeviceClassIcon icon={d.class.icon} />
                <Text size="sm" truncate>
                  {className(d.class, i18n.language)}
                </Text>
              </Group>
            </td>
            <td className={classes.cell}>{personName(d.bnUser)}</td>
            {!p.compact && <td className={classes.cell}>{d.vendor?.name ?? ''}</td>}
            {!p.compact && <td className={classes.cell}>{t(`equipment.devices.source.${d.source}`)}</td>}
            <td className={classes.cell}>{formatDate(d.orderedAt)}</td>
            {!p.compact && <td className={classes.cell}>{formatDate(d.warrantyEndsAt)}</td>}
            <td className={`${classes.cell} ${classes.amount}`}>
              {d.costPrice === null || d.costPrice === undefined ? '' : formatNok(kronerToOre(d.costPrice))}
            </td>
          </>
        )}
        rowProps={(d) => ({
          className: classes.row,
          'data-selected': d.ID === p.selectedId || undefined,
          'data-inactive': !d.active || undefined,
          'data-testid': 'device-row',
        })}
        estimateSize={ROW_HEIGHT}
        height={LIST_HEIGHT}
        pages={p.pages}
        totalCount={p.totalCount ?? undefined}
        empty={p.error ? <span role="alert">{p.error}</span> : t('equipment.devices.empty')}
      />
    </Paper>
  );
}
