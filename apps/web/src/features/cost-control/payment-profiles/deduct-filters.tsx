import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { useCategoryGroupName } from './category-group-name.ts';
import { AppliesFrom } from './closed-months.tsx';
import {
  AddProfileDeductFilter,
  type CategoryGroup,
  RemoveProfileDeductFilter,
  useDeductFilters,
} from './profiles-api.ts';

function AddExceptionDialog({
  opened,
  catalogue,
  busy,
  onClose,
  onAdd,
}: {
  opened: boolean;
  catalogue: CategoryGroup[];
  busy: boolean;
  onClose: () => void;
  onAdd: (v: { categoryGroupID: number; descriptionMatch: string }) => void;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  const [category, setCategory] = useState<string | null>(null);
  const [match, setMatch] = useState('');
  const ready = category !== null && match.trim() !== '';
  return (
    <EntryDialog
      dirty={category !== null || match !== ''}
      opened={opened}
      onClose={onClose}
      title={t('payment-profiles.exceptions.add')}
      centered
    >
      <Stack>
        <Select
          label={t('payment-profiles.exceptions.category')}
          data={catalogue.map((c) => ({ value: String(c.ID), label: categoryName(c.key, c.description) }))}
          value={category}
          onChange={setCategory}
          required
        />
        <TextInput
          label={t('payment-profiles.exceptions.descriptionMatch')}
          description={t('payment-profiles.exceptions.descriptionMatchHint')}
          value={match}
          onChange={(e) => setMatch(e.currentTarget.value)}
          required
          maxLength={200}
        />
        <AppliesFrom />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payment-profiles.actions.cancel')}
          </Button>
          <Button
            disabled={!ready}
            loading={busy}
            onClick={() => onAdd({ categoryGroupID: Number(category), descriptionMatch: match.trim() })}
          >
            {t('payment-profiles.actions.ok')}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}

/**
 * Exceptions (deduct filters) of a saved profile: usage whose description starts with the text is never deducted.
 * They are saved at once, apart from the draft of rules.
 */
export function DeductFilters({
  accountId,
  profileId,
  catalogue,
}: {
  accountId: number;
  profileId: number;
  catalogue: CategoryGroup[];
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  const filters = useDeductFilters(accountId, profileId);
  const add = useGqlMutation(AddProfileDeductFilter);
  const remove = useGqlMutation(RemoveProfileDeductFilter);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ ID: number; descriptionMatch: string } | null>(null);
  const nameOfId = (id: number) => {
    const c = catalogue.find((x) => x.ID === id);
    return c ? categoryName(c.key, c.description) : '';
  };

  return (
    <Card withBorder data-testid="deduct-filters">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('payment-profiles.exceptions.title')}
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('payment-profiles.exceptions.add')}
          </Button>
        </Group>
        {filters.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('payment-profiles.exceptions.empty')}
          </Text>
        )}
        {(filters.data?.length ?? 0) > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payment-profiles.exceptions.category')}</Table.Th>
                <Table.Th>{t('payment-profiles.exceptions.descriptionMatch')}</Table.Th>
                <Table.Th w={50} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filters.data!.map((f) => (
                <Table.Tr key={f.ID} data-testid="deduct-filter">
                  <Table.Td>{nameOfId(f.categoryGroupID)}</Table.Td>
                  <Table.Td>{f.descriptionMatch}</Table.Td>
                  <Table.Td>
                    <DeleteButton
                      label={t('payment-profiles.exceptions.remove', { name: f.descriptionMatch })}
                      onClick={() => setRemoving(f)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {adding && (
        <AddExceptionDialog
          opened
          catalogue={catalogue}
          busy={add.isPending}
          onClose={() => setAdding(false)}
          onAdd={(v) =>
            add.mutate(
              { accountID: accountId, profileID: profileId, ...v },
              { onSuccess: () => setAdding(false) },
            )
          }
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('payment-profiles.exceptions.confirmRemove', { name: removing?.descriptionMatch ?? '' })}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(
            { accountID: accountId, profileID: profileId, filterID: removing!.ID },
            { onSettled: () => setRemoving(null) },
          )
        }
      />
    </Card>
  );
}
