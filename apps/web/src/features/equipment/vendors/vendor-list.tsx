import { PAGE_SIZE } from '@connect/shared';
import { Paper, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGqlMutation, useGqlPages } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { showErrorNotices } from '../../../app/notices.tsx';
import type { DeviceVendorsQuery as VendorsResult } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import { ColumnHeader } from '../../../ui/sort-header.tsx';
import classes from '../devices/device-list.module.css';
import { DeviceVendorsQuery, RemoveDeviceVendorMutation } from './vendors-api.ts';

type Vendor = VendorsResult['deviceVendors'][number];

/**
 * The server refuses to delete a vendor in use and says how many devices of the accounts the caller can see use it,
 * and whether devices of accounts the caller cannot see use it too.
 */
function usedBy(error: unknown): { count: number; usedElsewhere: boolean } | null {
  if (!(error instanceof GraphqlRequestError)) return null;
  const details = error.errors[0]?.extensions?.details;
  const count = details?.deviceCount;
  return typeof count === 'number' ? { count, usedElsewhere: details?.usedElsewhere === true } : null;
}

/** 001 §2 Vendors: name, device count and a delete action per row, searched by the area's search box. */
export function VendorList({
  accountId,
  includeSubAccounts,
  search,
  selectedId,
  onOpen,
}: {
  accountId: number;
  includeSubAccounts: boolean;
  search: string;
  selectedId: number | null;
  onOpen: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const list = useGqlPages(
    DeviceVendorsQuery,
    { accountID: accountId, includeSubAccounts, search: search || null },
    { pageSize: PAGE_SIZE, rows: (page) => page.deviceVendors, placeholderData: keepPreviousData },
  );
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.deviceVendors) ?? [], [list.data]);
  const remove = useGqlMutation(RemoveDeviceVendorMutation, {
    meta: { silentErrors: true },
    removes: (v) => ({ ID: v.ID }),
  });

  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <InfiniteVirtualTable
        aria-label={t('equipment.vendors.list')}
        items={items}
        getKey={(v) => v.ID}
        columns="minmax(160px, 1fr) 110px 48px"
        header={
          <>
            <ColumnHeader>{t('equipment.vendors.name')}</ColumnHeader>
            <ColumnHeader alignEnd>{t('equipment.vendors.deviceCount')}</ColumnHeader>
            <ColumnHeader>
              <VisuallyHidden>{t('equipment.actions')}</VisuallyHidden>
            </ColumnHeader>
          </>
        }
        renderCells={(v) => (
          <>
            <td className={classes.cell}>
              <button
                type="button"
                className={classes.open}
                onClick={() => onOpen(v.ID)}
                aria-current={v.ID === selectedId || undefined}
              >
                {v.name}
              </button>
            </td>
            <td className={`${classes.cell} ${classes.amount}`}>{v.deviceCount}</td>
            <td className={classes.cell}>
              <DeleteButton
                className={classes.above}
                label={t('equipment.vendors.deleteNamed', { name: v.name })}
                onClick={() => setDeleting(v)}
              />
            </td>
          </>
        )}
        rowProps={(v) => ({
          className: classes.row,
          'data-selected': v.ID === selectedId || undefined,
          'data-testid': 'vendor-row',
        })}
        estimateSize={48}
        height="max(420px, calc(100vh - 330px))"
        pages={list}
        empty={search ? t('equipment.vendors.noMatch') : t('equipment.vendors.empty')}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('equipment.vendors.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('equipment.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const vendor = deleting;
          remove.mutate(
            { ID: vendor.ID },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('equipment.vendors.deleted') });
                if (vendor.ID === selectedId) onOpen(null);
              },
              onError: (error) => {
                const used = usedBy(error);
                if (used === null) showErrorNotices(error);
                else {
                  // The list counts the chosen accounts; the refusal every account the caller can see.
                  const message = [
                    used.count > 0
                      ? t('equipment.vendors.inUse', { name: vendor.name, count: used.count })
                      : t('equipment.vendors.inUseHidden', { name: vendor.name }),
                    used.count > 0 && used.count !== vendor.deviceCount
                      ? t('equipment.vendors.inUseChosen', { count: vendor.deviceCount })
                      : '',
                    used.count > 0 && used.usedElsewhere ? t('equipment.vendors.inUseElsewhere') : '',
                  ];
                  notifications.show({
                    color: 'red',
                    autoClose: 8000,
                    message: message.filter(Boolean).join(' '),
                  });
                }
              },
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </Paper>
  );
}
