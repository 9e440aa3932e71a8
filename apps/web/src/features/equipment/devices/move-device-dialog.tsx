import { DIALOG_SEARCH_DEBOUNCE_MS, formatPhone, PAGE_SIZE } from '@connect/shared';
import { Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import { useSessionUser } from '../../../app/session-user.tsx';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualList } from '../../../ui/infinite-virtual-list.tsx';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import type { DraftPerson } from './device-draft.ts';
import classes from './move-device-dialog.module.css';

/** 001 §9: the move dialog's list is 500 px high, its rows 60 px. */
const LIST_HEIGHT = 500;
const ROW_HEIGHT = 60;

const MovePeopleQuery = graphql(`
  query MoveDevicePeople($bnCustomerID: Int!, $search: String, $limit: Int, $offset: Int) {
    configBNUsers(bnCustomerID: $bnCustomerID, search: $search, limit: $limit, offset: $offset) {
      catalogID
      firstName
      lastName
      bnDepartmentName
      bnCompany
      bnMobile
      picture
    }
  }
`);

/**
 * 001 §2 Move to other employee: Search for employee (asked 300 ms after the last key) over the people of the
 * caller's company, growing on scroll. Closing resets the search (001 §4).
 */
export function MoveDeviceDialog({
  opened,
  currentId,
  onClose,
  onPick,
}: {
  opened: boolean;
  currentId: number | null;
  onClose: () => void;
  onPick: (person: DraftPerson) => void;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DIALOG_SEARCH_DEBOUNCE_MS);
  const people = useGqlPages(
    MovePeopleQuery,
    opened ? { bnCustomerID: user.customerId, search: debounced || null } : null,
    { pageSize: PAGE_SIZE, rows: (page) => page.configBNUsers },
  );
  const items = useMemo(() => people.data?.pages.flatMap((p) => p.configBNUsers) ?? [], [people.data]);
  const close = () => {
    setSearch('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('equipment.devices.move.title')} size="lg" centered>
      <Stack gap="sm">
        <TextInput
          label={t('equipment.devices.move.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        <InfiniteVirtualList
          aria-label={t('equipment.devices.move.people')}
          items={items}
          getKey={(p) => p.catalogID}
          estimateSize={ROW_HEIGHT}
          height={LIST_HEIGHT}
          pages={people}
          empty={t('equipment.devices.move.none')}
          renderItem={(p) => (
            <UnstyledButton
              className={classes.person}
              h={ROW_HEIGHT}
              disabled={p.catalogID === currentId}
              data-testid="move-person"
              onClick={() => {
                setSearch('');
                onPick({
                  catalogID: p.catalogID,
                  name: `${p.firstName} ${p.lastName}`,
                  department: p.bnDepartmentName ?? null,
                  company: p.bnCompany,
                  mobile: p.bnMobile ?? null,
                });
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar firstName={p.firstName} lastName={p.lastName} src={p.picture} size={36} />
                <div>
                  <Text size="sm" fw={500}>
                    {p.firstName} {p.lastName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[p.bnDepartmentName, p.bnMobile ? formatPhone(p.bnMobile) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          )}
        />
      </Stack>
    </Modal>
  );
}
