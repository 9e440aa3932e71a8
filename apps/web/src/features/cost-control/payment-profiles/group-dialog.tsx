import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import type { GroupDraft } from './profile-draft.ts';

export type GroupTarget = { groupKey: string } | { newName: string };

/**
 * Puts the selected cost elements into an existing group or a new one (000 §5: OK only when an existing group is
 * chosen or a non-blank new name is given).
 */
export function GroupDialog({
  opened,
  groups,
  onClose,
  onGroup,
}: {
  opened: boolean;
  groups: GroupDraft[];
  onClose: () => void;
  onGroup: (target: GroupTarget) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [existing, setExisting] = useState<string | null>(null);
  const nameTaken = groups.some((g) => g.groupName.trim().toLowerCase() === name.trim().toLowerCase());
  const ready = mode === 'existing' ? existing !== null : name.trim() !== '' && !nameTaken;

  const close = () => {
    setName('');
    setExisting(null);
    setMode('new');
    onClose();
  };

  return (
    <EntryDialog
      opened={opened}
      onClose={close}
      dirty={name !== '' || existing !== null}
      title={t('payment-profiles.rules.groupDialog.title')}
      centered
    >
      <Stack>
        <Radio.Group value={mode} onChange={(v) => setMode(v as 'new' | 'existing')}>
          <Group>
            <Radio value="new" label={t('payment-profiles.rules.groupDialog.new')} />
            <Radio
              value="existing"
              label={t('payment-profiles.rules.groupDialog.existing')}
              disabled={groups.length === 0}
            />
          </Group>
        </Radio.Group>
        {mode === 'new' ? (
          <TextInput
            label={t('payment-profiles.rules.groupDialog.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameTaken ? t('payment-profiles.rules.groupDialog.nameTaken') : undefined}
            maxLength={60}
            data-autofocus
          />
        ) : (
          <Select
            label={t('payment-profiles.rules.groupDialog.group')}
            data={groups.map((g) => ({ value: g.key, label: g.groupName }))}
            value={existing}
            onChange={setExisting}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('payment-profiles.actions.cancel')}
          </Button>
          <Button
            disabled={!ready}
            onClick={() => {
              onGroup(mode === 'existing' ? { groupKey: existing! } : { newName: name.trim() });
              close();
            }}
          >
            {t('payment-profiles.actions.ok')}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}
