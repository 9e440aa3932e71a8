import { Card, Group, Stack, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SearchAndAdd } from '../../../ui/search-and-add.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { type PaymentProfile, SetDefaultPaymentProfile } from './profiles-api.ts';

/**
 * 000 §2: the profile list with Name and Members, the default-profile toggle, Add new and Search. The standard
 * profile's toggle cannot be switched off: another profile is made standard instead, so there is always one.
 */
export function ProfileList({ accountId, profiles }: { accountId: number; profiles: PaymentProfile[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const match = useMatch('/payment-profiles/:id/:tab');
  const selectedId = match?.params.id;
  const tab = match?.params.tab && match.params.id !== 'create' ? match.params.tab : 'settings';
  const [search, setSearch] = useState('');
  const setDefault = useGqlMutation(SetDefaultPaymentProfile);
  const needle = search.trim().toLocaleLowerCase('nb');
  const shown = needle
    ? profiles.filter((p) => p.description.toLocaleLowerCase('nb').includes(needle))
    : profiles;

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <SearchAndAdd
          search={search}
          onSearch={setSearch}
          searchLabel={t('payment-profiles.list.search')}
          addLabel={t('payment-profiles.list.addNew')}
          onAdd={() => navigate('/payment-profiles/create/settings')}
        />
        <Table highlightOnHover data-testid="profile-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payment-profiles.list.name')}</Table.Th>
              <Table.Th ta="right">{t('payment-profiles.list.members')}</Table.Th>
              <Table.Th ta="center">{t('payment-profiles.list.standard')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p) => {
              const selected = String(p.ID) === selectedId;
              return (
                <Table.Tr
                  key={p.ID}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-selected={selected}
                  data-testid="profile-row"
                >
                  <Table.Td>
                    <UnstyledButton onClick={() => navigate(`/payment-profiles/${p.ID}/${tab}`)} w="100%">
                      <Text size="sm" fw={selected ? 600 : undefined}>
                        {p.description}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td ta="right">{p.memberCount}</Table.Td>
                  <Table.Td>
                    <Tooltip label={t('payment-profiles.list.standardHint')} disabled={!p.default} withArrow>
                      <Group justify="center">
                        <Switch
                          aria-label={t('payment-profiles.list.standardFor', { name: p.description })}
                          checked={p.default}
                          disabled={p.default || setDefault.isPending}
                          onChange={() =>
                            setDefault.mutate(
                              { accountID: accountId, profileID: p.ID },
                              {
                                onSuccess: () =>
                                  notifications.show({
                                    color: 'green',
                                    message: t('payment-profiles.toast.saved'),
                                  }),
                              },
                            )
                          }
                        />
                      </Group>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {shown.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {profiles.length === 0 ? t('payment-profiles.list.empty') : t('payment-profiles.list.noMatch')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
