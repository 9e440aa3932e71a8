import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { CreatePolicyMutation } from './policies-api.ts';

/** Add new: a policy starts with its name; its categories are set on the Details tab. */
export function NewPolicyDialog({
  accountId,
  opened,
  onClose,
  onCreated,
}: {
  accountId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = useGqlMutation(CreatePolicyMutation);
  const close = () => {
    setName('');
    onClose();
  };
  return (
    <EntryDialog opened={opened} onClose={close} dirty={name !== ''} title={t('policies.new.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          create.mutate(
            { accountID: accountId, name: name.trim() },
            {
              onSuccess: (d) => {
                setName('');
                onCreated(d.createCEPolicy.ID);
              },
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label={t('policies.fields.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={200}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('policies.cancel')}
            </Button>
            <Button type="submit" disabled={!name.trim()} loading={create.isPending}>
              {t('policies.new.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </EntryDialog>
  );
}
