import { osloDate } from '@connect/shared';
import { Button, Switch } from '@mantine/core';
import { IconAlertTriangle, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/index.ts';
import type { DeviceDraft, locksOf } from './device-draft.ts';

type StateProps = {
  draft: DeviceDraft;
  locks: ReturnType<typeof locksOf>;
  onChange: (patch: Partial<DeviceDraft>) => void;
};

/** 001 §2 Move to other user and Device is lost, both locked on an inactive device (§4). */
export function MoveAndLostButtons({ draft, locks, onChange, onMove }: StateProps & { onMove: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconUserShare size={14} />}
        disabled={locks.stateLocked}
        onClick={onMove}
      >
        {t('equipment.devices.move.action')}
      </Button>
      <Button
        variant={draft.lost ? 'filled' : 'default'}
        color={draft.lost ? 'red' : undefined}
        size="xs"
        leftSection={<IconAlertTriangle size={14} />}
        disabled={locks.stateLocked}
        aria-pressed={draft.lost}
        onClick={() => onChange({ lost: !draft.lost })}
      >
        {t('equipment.devices.lost')}
      </Button>
    </>
  );
}

/** 001 §2 Returned by employee: turned on, it is returned today by the device's user; locked on an inactive device. */
export function ReturnedSwitch({ draft, locks, onChange }: StateProps) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('equipment.devices.returned')}
      checked={draft.returned !== null}
      disabled={locks.stateLocked}
      onChange={(e) =>
        onChange({
          returned: e.currentTarget.checked
            ? { date: osloDate(), previousEmployee: draft.person?.catalogID ?? null }
            : null,
        })
      }
    />
  );
}
