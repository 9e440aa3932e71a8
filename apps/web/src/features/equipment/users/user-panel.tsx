import { formatPhone } from '@connect/shared';
import {
  Anchor,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { lazy, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { SEARCH_PARAM, withSearch } from '../equipment-search.ts';
import { MemberEditor } from '../policies/member-editor.tsx';
import { EquipmentUserQuery } from './equipment-users-api.ts';
import { UserDevicesTab } from './user-devices-tab.tsx';

const TABS = ['policy', 'devices'] as const;

const DepartmentMoveDialog = lazy(() =>
  import('../policies/department-move-dialog.tsx').then((m) => ({ default: m.DepartmentMoveDialog })),
);

/**
 * The side panel of the chosen equipment user (001 §2): the policy tab is the policies' member editor for this one
 * person (002 §2), the devices tab the person's devices as editable rows. An unknown person goes back to the list.
 */
export function UserPanel({
  accountId,
  catalogId,
  onClose,
}: {
  accountId: number;
  catalogId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const [params] = useSearchParams();
  const [moving, setMoving] = useState(false);
  const user = useGqlQuery(
    EquipmentUserQuery,
    catalogId === null ? null : { accountID: accountId, catalogId },
    { meta: { silentErrors: true } },
  );
  const toList = withSearch('/equipment/users', params.get(SEARCH_PARAM) ?? '');
  if (catalogId === null || user.isError || (tab !== undefined && !TABS.includes(tab as 'policy')))
    return <Navigate to={toList} replace />;
  const u = user.data?.user;
  if (!u)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const name = `${u.bnUser.firstName} ${u.bnUser.lastName}`;
  return (
    <Paper withBorder p="md" data-testid="equipment-user-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="xs" c="dimmed">
              {[
                formatPhone(u.bnUser.bnMobile),
                u.bnUser.bnDepartmentName,
                u.policyName ?? t('equipment-users.noPolicy'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap="sm">
              <Button variant="subtle" size="compact-xs" px={0} onClick={() => setMoving(true)}>
                {t('new-employee-rules.move.open')}
              </Button>
              <Anchor component={Link} to={`/users/leaving/${catalogId}`} size="xs">
                {t('leaving.offboardingLink')}
              </Anchor>
            </Group>
          </div>
          <CloseButton aria-label={t('equipment-users.close')} onClick={onClose} />
        </Group>
        <Deferred when={moving}>
          <DepartmentMoveDialog
            accountId={accountId}
            catalogId={catalogId}
            name={name}
            opened={moving}
            onClose={() => setMoving(false)}
          />
        </Deferred>
        <Tabs
          value={tab ?? 'policy'}
          keepMounted={false}
          onChange={(next) =>
            next && navigate({ pathname: `/equipment/users/${catalogId}/${next}`, search: params.toString() })
          }
        >
          <Tabs.List>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`equipment-users.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="policy" pt="md">
            <MemberEditor
              inline
              accountId={accountId}
              policy={u.policyID == null ? null : { ID: u.policyID }}
              catalogId={catalogId}
              name={name}
              onClose={onClose}
            />
          </Tabs.Panel>
          <Tabs.Panel value="devices" pt="md">
            <UserDevicesTab accountId={accountId} catalogId={catalogId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
