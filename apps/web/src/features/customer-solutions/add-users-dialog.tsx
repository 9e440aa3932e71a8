import { CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../ui/search-box.tsx';
import { fullName } from '../users/person-name.ts';
import { type Config, useAddUsers, useSolutionUsers } from './solutions-api.ts';

/** 002 §2 Add users: the customer's people not yet in the solution, searchable, multi-select, "Add {{size}}". */
export function AddUsersDialog({
  opened,
  onClose,
  config,
}: {
  opened: boolean;
  onClose: () => void;
  config: Config;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const people = useSolutionUsers(config.bnCustomerID, false, search, opened);
  const add = useAddUsers();
  const items = people.data?.pages.flat() ?? [];
  const close = () => {
    setSearch('');
    setChosen(new Set());
    onClose();
  };
  const toggle = (catalogID: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(catalogID)) next.add(catalogID);
      return next;
    });

  return (
    <Modal opened={opened} onClose={close} title={t('customer-solutions.users.dialogTitle')} size="lg">
      <Stack gap="sm">
        <SearchBox
          value={search}
          onSearch={setSearch}
          debounceMs={CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS}
          label={t('customer-solutions.users.search')}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          <Stack gap="xs" data-testid="user-choices">
            {items.map((p) => (
              <Checkbox
                key={p.catalogID}
                label={fullName(p)}
                description={p.position}
                checked={chosen.has(p.catalogID)}
                onChange={() => toggle(p.catalogID)}
              />
            ))}
            {people.hasNextPage && (
              <Button
                variant="subtle"
                loading={people.isFetchingNextPage}
                onClick={() => people.fetchNextPage()}
              >
                {t('customer-solutions.list.more')}
              </Button>
            )}
            {people.data && items.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" py="md">
                {t('customer-solutions.users.none')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('customer-solutions.users.cancel')}
          </Button>
          <Button
            disabled={chosen.size === 0}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { ccConfigID: config.id, catalogIDs: [...chosen] },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('customer-solutions.users.added') });
                    close();
                  },
                },
              )
            }
          >
            {t('customer-solutions.users.addSize', { size: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
