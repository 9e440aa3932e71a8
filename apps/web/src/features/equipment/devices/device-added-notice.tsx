import { formatDate } from '@connect/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DeviceFieldsFragment } from '../../../gql/graphql.ts';
import type { TFunction } from '../../../i18n/translate.ts';
import type { DateRange } from '../../../ui/date-range.ts';
import type { HiddenBecause } from './device-filters.ts';

/**
 * Issue 28 §15: a device added where the list does not show it (no purchase date, a date outside the list's
 * period, other filters or the search) is added, says why it is not in the list, and offers to show it: `onShow`
 * shows every device searched by its name, and opens it. A device the list shows just says it was added.
 */
export function showDeviceAdded(
  t: TFunction,
  device: DeviceFieldsFragment,
  hidden: HiddenBecause | null,
  range: DateRange | null,
  onShow: () => void,
) {
  const title = t('equipment.devices.added');
  if (hidden === null) return notifications.show({ color: 'green', message: title });
  const id = `device-added-${device.ID}`;
  const period = range === null ? '' : `${formatDate(range.from)} – ${formatDate(range.to)}`;
  notifications.show({
    id,
    color: 'green',
    title,
    // Long enough to read and act on; pointing at it keeps it open.
    autoClose: 15_000,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(`equipment.devices.hidden.${hidden}`, {
            name: device.description,
            date: formatDate(device.orderedAt),
            period,
          })}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onShow();
          }}
        >
          {t('equipment.devices.hidden.show')}
        </Button>
      </Stack>
    ),
  });
}
