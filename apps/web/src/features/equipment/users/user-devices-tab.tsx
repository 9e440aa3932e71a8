import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { ChoosePersonDialog } from '../../people/choose-person-dialog.tsx';
import { type DeviceDraft, draftOf, rowProblems, type SavedDevice, updateInputOf } from './device-drafts.ts';
import { DeviceRow } from './device-row.tsx';
import { UpdateDevicesMutation, UserDevicesQuery } from './equipment-users-api.ts';

/** 001 §4: the bulk device save waits 500 ms before reloading. */
const RELOAD_AFTER_SAVE_MS = 500;

const propertyIds = (d: SavedDevice) => ({
  imei: d.class.properties.find((p) => p.name === 'imei')?.id,
  serialNumber: d.class.properties.find((p) => p.name === 'serial_number')?.id,
});

/**
 * The person's devices as editable rows under one Save/Reset bar (001 §2): the rows are one draft, and Save sends
 * every changed row in one `updateDevices`, which writes all of them or none; then the list reloads.
 */
export function UserDevicesTab({ accountId, catalogId }: { accountId: number; catalogId: number }) {
  const { t } = useTranslation();
  const devices = useGqlQuery(UserDevicesQuery, { accountID: accountId, catalogID: catalogId });
  const list = devices.data?.devices.devices;
  const saved = useMemo(() => (list ?? []).map(draftOf), [list]);
  const { draft, set, dirty, savedChanged, reset } = useDraft(saved);
  const save = useGqlMutation(UpdateDevicesMutation, { refreshDelayMs: RELOAD_AFTER_SAVE_MS });
  const [moving, setMoving] = useState<SavedDevice | null>(null);

  const byId = new Map((list ?? []).map((d) => [d.ID, d]));
  const change = (id: number, patch: Partial<DeviceDraft>) =>
    set((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const inputs = draft.flatMap((d) => {
    const s = byId.get(d.id);
    const input = s && updateInputOf(s, d, propertyIds(s));
    return input ? [input] : [];
  });
  const valid = draft.every((d) => rowProblems(d).length === 0);

  if (!list)
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
      {draft.map((d) => {
        const s = byId.get(d.id);
        return (
          s && (
            <DeviceRow
              key={d.id}
              saved={s}
              draft={d}
              onChange={(patch) => change(d.id, patch)}
              onMove={() => setMoving(s)}
            />
          )
        );
      })}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        canSave={valid && inputs.length > 0}
        savedChanged={savedChanged}
        onCancel={reset}
        cancelLabel={t('equipment-users.devices.reset')}
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
      <ChoosePersonDialog
        title={moving ? t('equipment-users.devices.moveTitle', { device: moving.description }) : null}
        submitLabel={t('equipment-users.devices.moveSubmit')}
        onChoose={(person) => {
          if (moving) change(moving.ID, { catalogId: person.catalogID, movedTo: person.name });
          setMoving(null);
        }}
        onClose={() => setMoving(null)}
      />
    </Stack>
  );
}
