import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import type { DeviceDraft } from '../devices/device-draft.ts';
import { MoveDeviceDialog } from '../devices/move-device-dialog.tsx';
import { DeviceRow } from './device-row.tsx';
import { changedInputs, type RowDraft, rowDraftOf, rowsOk, type SavedDevice } from './device-rows.ts';
import { UpdateDevicesMutation, UserDevicesQuery } from './equipment-users-api.ts';

/** 001 §4: the bulk device save waits 500 ms before reloading. */
const RELOAD_AFTER_SAVE_MS = 500;
const NO_DEVICES: SavedDevice[] = [];

/**
 * The person's devices as editable rows under one Save/Reset bar (001 §2): the rows are one draft, and Save sends
 * every changed row in one `updateDevices`, which writes all of them or none; then the list reloads.
 */
export function UserDevicesTab({ accountId, catalogId }: { accountId: number; catalogId: number }) {
  const { t } = useTranslation();
  const devices = useGqlQuery(UserDevicesQuery, { accountID: accountId, catalogID: catalogId });
  const list = devices.data?.devices.devices ?? NO_DEVICES;
  const saved = useMemo(() => list.map(rowDraftOf), [list]);
  const { draft, set, dirty, savedChanged, reset } = useDraft<RowDraft[]>(saved);
  const save = useGqlMutation(UpdateDevicesMutation, { refreshDelayMs: RELOAD_AFTER_SAVE_MS });
  const [moving, setMoving] = useState<RowDraft | null>(null);

  const byId = new Map(list.map((d) => [d.ID, d]));
  const change = (id: number, patch: Partial<DeviceDraft>) =>
    set((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const inputs = changedInputs(list, draft);

  if (!devices.data)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Stack gap="sm" data-testid="user-devices">
      {draft.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('equipment-users.devices.empty')}
        </Text>
      )}
      {draft.map((row) => {
        const d = byId.get(row.id);
        return (
          d && (
            <DeviceRow
              key={row.id}
              saved={d}
              draft={row}
              onChange={(patch) => change(row.id, patch)}
              onMove={() => setMoving(row)}
            />
          )
        );
      })}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        canSave={rowsOk(draft) && inputs.length > 0}
        savedChanged={savedChanged}
        onCancel={reset}
        cancelLabel={t('equipment.devices.reset')}
        onSave={() =>
          save.mutate(
            { accountID: accountId, inputs },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('equipment-users.devices.saved') });
                reset();
              },
            },
          )
        }
      />
      <MoveDeviceDialog
        opened={moving !== null}
        currentId={moving?.person?.catalogID ?? null}
        onClose={() => setMoving(null)}
        onPick={(person) => {
          if (moving) change(moving.id, { person });
          setMoving(null);
        }}
      />
    </Stack>
  );
}
