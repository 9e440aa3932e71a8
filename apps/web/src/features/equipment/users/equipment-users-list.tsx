import { formatPhone } from '@connect/shared';
import { Paper } from '@mantine/core';
import type { EquipmentUserSort, EquipmentUsersQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import { SortHeader } from '../../../ui/sort-header.tsx';
import type { GrowingPages } from '../../../ui/use-infinite-virtualizer.ts';
import classes from '../devices/device-list.module.css';

export type EquipmentUserRow = EquipmentUsersQuery['users']['users'][number];
type Field = EquipmentUserSort extends `${infer F}_${string}` ? F : never;

const COLUMNS =
  'minmax(150px, 2fr) 130px minmax(100px, 1fr) minmax(100px, 1fr) minmax(110px, 1.2fr) 72px 90px';
const ROW_HEIGHT = 48;
const HEIGHT = 'max(420px, calc(100vh - 300px))';

/**
 * 001 §2 Equipment users: Employee, Phone, Department, Company, Equipment policy, Mobiles, Other equipment; every
 * column sorts on the server; rows in view only, the next page as the end comes near.
 */
export function EquipmentUsersList({
  rows,
  totalCount,
  sort,
  onSort,
  selectedId,
  onOpen,
  pages,
  empty,
}: {
  rows: EquipmentUserRow[];
  totalCount: number | undefined;
  sort: EquipmentUserSort;
  onSort: (sort: EquipmentUserSort) => void;
  selectedId: number | null;
  onOpen: (catalogId: number) => void;
  pages: GrowingPages;
  empty: string;
}) {
  const { t } = useTranslation();
  const [field, direction] = sort.split('_') as [Field, 'ASC' | 'DESC'];
  const header = (f: Field, label: string, alignEnd = false) => (
    <SortHeader
      label={label}
      alignEnd={alignEnd}
      direction={f === field ? (direction === 'ASC' ? 'Asc' : 'Desc') : null}
      onSort={() =>
        onSort(`${f}_${f === field && direction === 'ASC' ? 'DESC' : 'ASC'}` as EquipmentUserSort)
      }
    />
  );
  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <InfiniteVirtualTable
        aria-label={t('equipment-users.list')}
        items={rows}
        getKey={(u) => u.bnUser.catalogID}
        columns={COLUMNS}
        estimateSize={ROW_HEIGHT}
        height={HEIGHT}
        totalCount={totalCount}
        empty={empty}
        pages={pages}
        header={
          <>
            {header('Name', t('equipment-users.columns.employee'))}
            {header('Mobile', t('equipment-users.columns.phone'))}
            {header('Department', t('equipment-users.columns.department'))}
            {header('Company', t('equipment-users.columns.company'))}
            {header('PolicyName', t('equipment-users.columns.policy'))}
            {header('MobileCount', t('equipment-users.columns.mobiles'), true)}
            {header('OtherCount', t('equipment-users.columns.other'), true)}
          </>
        }
        rowProps={(u) => ({
          className: classes.row,
          'data-selected': u.bnUser.catalogID === selectedId || undefined,
          'data-testid': 'equipment-user-row',
        })}
        renderCells={(u) => (
          <>
            <td className={classes.cell}>
              <button
                type="button"
                className={classes.open}
                onClick={() => onOpen(u.bnUser.catalogID)}
                aria-current={u.bnUser.catalogID === selectedId || undefined}
              >
                {`${u.bnUser.firstName} ${u.bnUser.lastName}`}
              </button>
            </td>
            <td className={classes.cell}>{formatPhone(u.bnUser.bnMobile)}</td>
            <td className={classes.cell}>{u.bnUser.bnDepartmentName ?? ''}</td>
            <td className={classes.cell}>{u.bnUser.bnCompany ?? ''}</td>
            <td className={classes.cell}>{u.policyName ?? ''}</td>
            <td className={`${classes.cell} ${classes.amount}`}>{u.mobileCount}</td>
            <td className={`${classes.cell} ${classes.amount}`}>{u.otherCount}</td>
          </>
        )}
      />
    </Paper>
  );
}
