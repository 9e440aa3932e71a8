import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { PersonPicker, type PickedPerson } from './person-picker.tsx';

/**
 * A person of the company chosen in a dialog with the people search (configBNUsers, 300 ms after the last key):
 * allocating a discovered device to another employee. Closing resets the choice
 * (001 §4: dialogs reset search and selection when closed).
 */
export function ChoosePersonDialog({
  title,
  submitLabel,
  busy = false,
  onChoose,
  onClose,
}: {
  /** The dialog's title, or null while it is closed. */
  title: string | null;
  submitLabel: string;
  busy?: boolean;
  onChoose: (person: PickedPerson) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const close = () => {
    setPerson(null);
    onClose();
  };
  return (
    <EntryDialog dirty={person !== null} opened={title !== null} onClose={close} title={title} centered>
      <Stack gap="md">
        <PersonPicker label={t('people.employee')} value={person} onChange={setPerson} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('people.cancel')}
          </Button>
          <Button
            disabled={!person}
            loading={busy}
            onClick={() => {
              if (!person) return;
              onChoose(person);
              setPerson(null);
            }}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}
