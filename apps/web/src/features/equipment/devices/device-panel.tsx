import { Center, CloseButton, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SEARCH_PARAM, withSearch } from '../equipment-search.ts';
import { className, DeviceClassIcon } from './device-class.tsx';
import { DeviceGeneral } from './device-general.tsx';
import { DeviceHistory } from './device-history.tsx';
import { DeviceQuery } from './devices-api.ts';

const TABS = ['general', 'history'] as const;

/**
 * The side panel of the selected device with its tabs General and History, the tab kept in the path. Without a
 * device (an unknown id, or one the caller may not see) it goes back to the list keeping the search (001 §2).
 */
export function DevicePanel({
  accountId,
  deviceId,
  onClose,
}: {
  accountId: number;
  deviceId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const [params] = useSearchParams();
  const device = useGqlQuery(DeviceQuery, deviceId === null ? null : { accountId, deviceId }, {
    meta: { silentErrors: true },
  });
  const toList = withSearch('/equipment/devices', params.get(SEARCH_PARAM) ?? '');
  if (deviceId === null || device.isError || (tab !== undefined && !TABS.includes(tab as 'general')))
    return <Navigate to={toList} replace />;
  const d = device.data?.device;
  if (!d)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Paper withBorder p="md" data-testid="device-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <DeviceClassIcon icon={d.class.icon} size={20} />
            <div>
              <Title order={2} size="h4">
                {d.description}
              </Title>
              <Text size="xs" c="dimmed">
                {className(d.class, i18n.language)}
              </Text>
            </div>
          </Group>
          <CloseButton aria-label={t('equipment.devices.close')} onClick={onClose} />
        </Group>
        <Tabs
          value={tab ?? 'general'}
          keepMounted={false}
          onChange={(next) =>
            next && navigate({ pathname: `/equipment/devices/${d.ID}/${next}`, search: params.toString() })
          }
        >
          <Tabs.List>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`equipment.devices.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <DeviceGeneral key={d.ID} accountId={accountId} device={d} onDeleted={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <DeviceHistory accountId={accountId} deviceId={d.ID} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
