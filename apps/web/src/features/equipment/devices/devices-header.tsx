import { Group, Paper, Text } from '@mantine/core';
import type { DevicesHeaderQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { className, DeviceClassIcon } from './device-class.tsx';

/** 001 §2: the overview header, the device count of each class with its icon. */
export function DevicesHeader({ classes }: { classes: DevicesHeaderQuery['devicesHeader'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" data-testid="devices-header" role="list" aria-label={t('equipment.devices.perType')}>
      {classes.map((c) => (
        <Paper key={c.ID} withBorder px="sm" py={6} role="listitem" data-class={c.shortName}>
          <Group gap={6} wrap="nowrap">
            <DeviceClassIcon icon={c.icon} size={18} />
            <Text size="sm" fw={600}>
              {c.deviceCount}
            </Text>
            <Text size="sm" c="dimmed">
              {className(c, i18n.language, c.deviceCount !== 1)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
