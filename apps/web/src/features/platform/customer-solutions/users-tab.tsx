import { formatPhone } from '@connect/shared';
import { ActionIcon, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconKey, IconUserMinus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Deferred } from '../../../ui/deferred.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { InfiniteVirtualList } from '../../../ui/infinite-virtual-list.tsx';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { SearchAndAdd } from '../../../ui/search-and-add.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { fullName } from '../../cost-control/users/person-name.ts';
import { type Config, type SolutionUser, useRemoveUser, useSolutionUsers } from './solutions-api.ts';

// Loaded when first opened: the screen shows without the dialog's code.
const AccessDialog = lazy(() => import('./access-dialog.tsx').then((m) => ({ default: m.AccessDialog })));

// Loaded when first opened: the screen shows without the dialog's code.
const AddUsersDialog = lazy(() =>
  import('./add-users-dialog.tsx').then((m) => ({ default: m.AddUsersDialog })),
);

/** 002 §2 Users: the solution's people with what they can access, searchable, growing as it scrolls. */
export function UsersTab({ config }: { config: Config }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const users = useSolutionUsers(config.bnCustomerID, true, search);
  const [adding, addDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<SolutionUser | null>(null);
  const [removing, setRemoving] = useState<SolutionUser | null>(null);
  const remove = useRemoveUser();
  const items = users.data?.pages.flat() ?? [];

  return (
    <Stack gap="sm">
      <SearchAndAdd
        search={search}
        onSearch={setSearch}
        searchLabel={t('customer-solutions.users.search')}
        addLabel={t('customer-solutions.users.add')}
        onAdd={addDialog.open}
      />
      <SimpleGrid cols={2} px="xs" aria-hidden>
        <Text size="sm" fw={600}>
          {t('customer-solutions.users.person')}
        </Text>
        <Text size="sm" fw={600}>
          {t('customer-solutions.users.accessTo')}
        </Text>
      </SimpleGrid>
      <InfiniteVirtualList
        aria-label={t('customer-solutions.tabs.users')}
        height={420}
        items={items}
        getKey={(u) => u.catalogID}
        estimateSize={64}
        pages={users}
        empty={t('customer-solutions.users.empty')}
        renderItem={(u) => (
          <SimpleGrid cols={2} px="xs" py={6} data-testid="solution-user" style={{ alignItems: 'center' }}>
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar firstName={u.firstName} lastName={u.lastName} src={u.picture} size={36} />
              <div>
                <Text size="sm" fw={500}>
                  {fullName(u)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[u.position, u.bnMobile ? formatPhone(u.bnMobile) : null].filter(Boolean).join(' · ')}
                </Text>
              </div>
            </Group>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Group gap={4}>
                {u.accountAccess.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('customer-solutions.users.noAccess')}
                  </Text>
                ) : (
                  u.accountAccess.map((a) => (
                    <Badge key={a.accessID} variant="light" tt="none">
                      {a.accountName}
                    </Badge>
                  ))
                )}
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('customer-solutions.users.editAccess', { name: fullName(u) })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('customer-solutions.users.editAccess', { name: fullName(u) })}
                    onClick={() => setEditing(u)}
                  >
                    <IconKey size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('customer-solutions.users.remove', { name: fullName(u) })}>
                  <DeleteButton
                    icon={IconUserMinus}
                    label={t('customer-solutions.users.remove', { name: fullName(u) })}
                    onClick={() => setRemoving(u)}
                  />
                </Tooltip>
              </Group>
            </Group>
          </SimpleGrid>
        )}
      />
      <Deferred when={adding}>
        <AddUsersDialog opened={adding} onClose={addDialog.close} config={config} />
      </Deferred>
      <Deferred when={editing !== null}>
        <AccessDialog config={config} user={editing} onClose={() => setEditing(null)} />
      </Deferred>
      <ConfirmDialog
        opened={removing !== null}
        title={t('customer-solutions.users.confirmTitle', { name: removing ? fullName(removing) : '' })}
        message={t('customer-solutions.users.confirmText', { name: removing ? fullName(removing) : '' })}
        confirmLabel={t('customer-solutions.users.removeLabel')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { ccConfigID: config.id, catalogID: removing.catalogID },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('customer-solutions.users.removed') });
                setRemoving(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
