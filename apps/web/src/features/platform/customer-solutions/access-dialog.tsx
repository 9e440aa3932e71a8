import { Button, Checkbox, Divider, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { fullName } from '../../cost-control/users/person-name.ts';
import { accessChanges } from './solution-rules.ts';
import { type Config, type SolutionUser, useChangeAccess, useUserAccess } from './solutions-api.ts';

/**
 * 002 §2 Access to accounts: the solution's accounts to tick for one person, a search and Select all; Done once
 * the selection differs from what they have. Closing resets the search and the selection.
 */
export function AccessDialog({
  config,
  user,
  onClose,
}: {
  config: Config;
  user: SolutionUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const access = useUserAccess(user?.catalogID ?? 0, config.id, user !== null);
  const change = useChangeAccess();
  const current = access.data ?? [];
  useEffect(() => setChosen(new Set((access.data ?? []).map((a) => a.accountID))), [access.data]);
  const close = () => {
    setSearch('');
    setChosen(new Set());
    onClose();
  };
  const needle = search.trim().toLocaleLowerCase('nb');
  const shown = config.accounts.filter((a) => !needle || a.name.toLocaleLowerCase('nb').includes(needle));
  const { grant, revoke } = accessChanges(current, chosen);
  const differs = access.data !== undefined && (grant.length > 0 || revoke.length > 0);
  const allShown = shown.length > 0 && shown.every((a) => chosen.has(a.accountID));
  const someShown = shown.some((a) => chosen.has(a.accountID));
  const setMany = (ids: number[], on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <EntryDialog
      dirty={differs}
      opened={user !== null}
      onClose={close}
      title={user ? t('customer-solutions.users.editAccess', { name: fullName(user) }) : ''}
      size="md"
    >
      <Stack gap="sm">
        <TextInput
          type="search"
          leftSection={<IconSearch size={16} />}
          label={t('customer-solutions.access.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {config.accounts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('customer-solutions.access.none')}
          </Text>
        ) : (
          <>
            <Checkbox
              label={t('customer-solutions.access.selectAll')}
              checked={allShown}
              indeterminate={someShown && !allShown}
              onChange={() =>
                setMany(
                  shown.map((a) => a.accountID),
                  !allShown,
                )
              }
            />
            <Divider />
            <ScrollArea.Autosize mah={320}>
              <Stack gap="xs" data-testid="access-choices">
                {shown.map((a) => (
                  <Checkbox
                    key={a.ccAccountID}
                    label={a.name}
                    checked={chosen.has(a.accountID)}
                    onChange={(e) => setMany([a.accountID], e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('customer-solutions.access.cancel')}
          </Button>
          <Button
            disabled={!differs}
            loading={change.isPending}
            onClick={() =>
              user &&
              change.mutate(
                { ccConfigID: config.id, catalogID: user.catalogID, grant, revoke },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('customer-solutions.access.saved') });
                    close();
                  },
                },
              )
            }
          >
            {t('customer-solutions.access.done')}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}
