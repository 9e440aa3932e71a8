import { PAGE_SIZE } from '@connect/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { showErrorNotices } from '../../../app/notices.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { runInChunks } from './batch.ts';
import {
  AllocateDeviceMutation,
  AllocateDevicesMutation,
  DismissDiscoveredDevicesMutation,
  UpdateDeviceFromDiscoveredMutation,
} from './discovered-api.ts';

/** What the "Already exists." prompt is about. */
export type Conflict = { accountId: number; discoveredDeviceId: number; imei: string };

const SILENT = { meta: { silentErrors: true } } as const;
const ok = (message: string) => notifications.show({ color: 'green', message });
const failed = (message: string) => notifications.show({ color: 'red', message, autoClose: 8000 });
const isAlreadyExists = (e: unknown) =>
  e instanceof GraphqlRequestError && e.code === 'CONFLICT' && e.message === 'Already exists.';

/**
 * The allocation calls of the Newly discovered panel with their toasts (001 §4, §8): one device to its suggested
 * or a chosen employee, where "Already exists." opens the prompt (Yes updates the existing device, No dismisses the
 * discovered one); and the batches, sent in chunks of the shared page size, clearing the selection on an error.
 */
export function useAllocation() {
  const { t } = useTranslation();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const allocateOne = useGqlMutation(AllocateDeviceMutation, SILENT);
  const allocateMany = useGqlMutation(AllocateDevicesMutation, SILENT);
  const dismiss = useGqlMutation(DismissDiscoveredDevicesMutation, SILENT);
  const fromDiscovered = useGqlMutation(UpdateDeviceFromDiscoveredMutation);

  const allocate = (
    d: { accountId: number; discoveredDeviceId: number; imei: string | null },
    catalogId: number | null,
    onDone?: () => void,
  ) =>
    allocateOne.mutate(
      { accountId: d.accountId, discoveredDeviceID: d.discoveredDeviceId, catalogId },
      {
        onSuccess: () => {
          ok(t('discovered.toast.allocated'));
          onDone?.();
        },
        onError: (e) => {
          if (isAlreadyExists(e)) {
            onDone?.();
            setConflict({
              accountId: d.accountId,
              discoveredDeviceId: d.discoveredDeviceId,
              imei: d.imei ?? '',
            });
          } else showErrorNotices(e);
        },
      },
    );

  /** Yes: the existing device takes the discovered one's name, vendor and user. */
  const updateExisting = (c: Conflict) =>
    fromDiscovered.mutate(
      { accountID: c.accountId, discoveredDeviceID: c.discoveredDeviceId },
      {
        onSuccess: () => {
          ok(t('discovered.toast.updated'));
          setConflict(null);
        },
      },
    );

  /** No: the discovered device is dismissed. */
  const dismissConflict = (c: Conflict) =>
    dismiss.mutate(
      { accountID: c.accountId, discoveredDeviceIDs: [c.discoveredDeviceId] },
      {
        onSuccess: () => {
          ok(t('discovered.toast.dismissed'));
          setConflict(null);
        },
        onError: (e) => failed(t('discovered.toast.dismissError', { error: e.message })),
      },
    );

  const batch =
    (
      send: (chunk: number[]) => Promise<unknown>,
      done: 'allocatedMany' | 'dismissed',
      error: 'allocateError' | 'dismissError',
    ) =>
    async (ids: number[], clearSelection: () => void) => {
      try {
        await runInChunks(ids, PAGE_SIZE, send);
        ok(t(`discovered.toast.${done}`));
      } catch (e) {
        failed(t(`discovered.toast.${error}`, { error: e instanceof Error ? e.message : String(e) }));
      } finally {
        clearSelection();
      }
    };

  return {
    allocate,
    allocating: allocateOne.isPending,
    conflict,
    closeConflict: () => setConflict(null),
    updateExisting,
    dismissConflict,
    resolving: fromDiscovered.isPending || dismiss.isPending,
    allocateSelected: (accountId: number) =>
      batch(
        (chunk) => allocateMany.mutateAsync({ accountID: accountId, discoveredDeviceIDs: chunk }),
        'allocatedMany',
        'allocateError',
      ),
    dismissSelected: (accountId: number) =>
      batch(
        (chunk) => dismiss.mutateAsync({ accountID: accountId, discoveredDeviceIDs: chunk }),
        'dismissed',
        'dismissError',
      ),
    batchPending: allocateMany.isPending || dismiss.isPending,
  };
}
