import { formatPhone } from '@connect/shared';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { memberAvatarSrc, memberName } from './member-name.ts';
import type { Member } from './profiles-api.ts';

const ROW_HEIGHT = 56;

/**
 * Members with Person (avatar, name, phone) and Department, and a remove action. Only the rows in view are
 * rendered (a profile can hold a thousand members); the next page is asked for as the end comes near.
 */
export function MemberList({
  members,
  onRemove,
  hasNextPage = false,
  fetchNextPage,
}: {
  members: Member[];
  onRemove: (member: Member) => void;
  hasNextPage?: boolean;
  fetchNextPage?: () => unknown;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && last >= members.length - 20) fetchNextPage?.();
  }, [hasNextPage, last, members.length, fetchNextPage]);

  if (members.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {t('payment-profiles.members.empty')}
      </Text>
    );
  }
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div ref={scrollRef} style={{ maxHeight: 600, overflowY: 'auto' }}>
      <Table data-testid="member-list" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payment-profiles.members.person')}</Table.Th>
            <Table.Th>{t('payment-profiles.members.department')}</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 && (
            <Table.Tr>
              <Table.Td colSpan={3} style={{ height: padTop, padding: 0 }} />
            </Table.Tr>
          )}
          {items.map((item) => {
            const m = members[item.index]!;
            const name = memberName(m, t('payment-profiles.members.anonymous'));
            return (
              <Table.Tr key={m.subscriptionID} data-testid="member-row" style={{ height: ROW_HEIGHT }}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <PersonAvatar
                      firstName={m.firstName}
                      lastName={m.lastName}
                      src={memberAvatarSrc(m)}
                      size={36}
                    />
                    <Stack gap={0}>
                      <Text size="sm">{name}</Text>
                      <Text size="xs" c="dimmed">
                        {formatPhone(m.phoneNumber)}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{m.departmentName}</Table.Td>
                <Table.Td>
                  <DeleteButton
                    icon={IconUserMinus}
                    label={t('payment-profiles.members.remove', { name })}
                    onClick={() => onRemove(m)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
          {padBottom > 0 && (
            <Table.Tr>
              <Table.Td colSpan={3} style={{ height: padBottom, padding: 0 }} />
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
