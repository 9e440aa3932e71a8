import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import type { CreateDeviceVendorMutation as Created } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { CreateDeviceVendorMutation } from './vendors-api.ts';

/** New vendor: Create stays disabled while the name is empty (001 §5). Also opened from the New device dialog. */
export function NewVendorDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (vendor: Created['createDeviceVendor']) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = useGqlMutation(CreateDeviceVendorMutation);
  const close = () => {
    setName('');
    onClose();
  };
  return (
    <EntryDialog
      opened={opened}
      onClose={close}
      dirty={name !== ''}
      title={t('equipment.vendors.new')}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          create.mutate(
            { name: name.trim() },
            {
              onSuccess: (d) => {
                notifications.show({ color: 'green', message: t('equipment.vendors.added') });
                setName('');
                onCreated(d.createDeviceVendor);
              },
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label={t('equipment.vendors.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('equipment.cancel')}
            </Button>
            <Button type="submit" disabled={!name.trim()} loading={create.isPending}>
              {t('equipment.vendors.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </EntryDialog>
  );
}
