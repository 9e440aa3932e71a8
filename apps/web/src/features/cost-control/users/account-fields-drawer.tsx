import { DRAWER_WIDTH } from '@connect/shared';
import { ActionIcon, Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { DropdownMenu } from '../../../ui/dropdown-menu.tsx';
import { SaveBar, useGuardedClose } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import {
  type AccountCustomField,
  RemoveAccountCustomField,
  useAccountCustomFields,
  useAccountFieldTemplates,
  useSaveAccountFields,
} from './account-fields-api.ts';
import {
  compareFields,
  type DraftField,
  draftFrom,
  fieldChanges,
  fieldErrors,
  insertTag,
  newField,
  reconcile,
} from './account-fields-draft.ts';

const NO_FIELDS: AccountCustomField[] = [];

function TemplateMenu({
  templates,
  onPick,
}: {
  templates: readonly { name: string; description: string }[];
  onPick: (tag: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={t('users.accountFields.insertTag')}>
          <IconTag size={16} />
        </ActionIcon>
      }
    >
      {(menu) => (
        <>
          <menu.Label>{t('users.accountFields.tags')}</menu.Label>
          {templates.map((tpl) => {
            // The server describes its tags in English; the screen's language has its own words for the known ones.
            const key = `users.accountFields.tag.${tpl.name.replace(/[{}]/g, '')}`;
            return (
              <menu.Item key={tpl.name} onClick={() => onPick(tpl.name)}>
                <Text size="sm">{i18n.exists(key) ? t(key) : tpl.description}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {tpl.name}
                </Text>
              </menu.Item>
            );
          })}
        </>
      )}
    </DropdownMenu>
  );
}

function FieldRow({
  field,
  error,
  templates,
  onChange,
  onRemove,
}: {
  field: DraftField;
  error: string | undefined;
  templates: readonly { name: string; description: string }[];
  onChange: (next: DraftField) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const valueRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // After a tag goes in, the caret stands right after it.
  useEffect(() => {
    if (caret.current === null || !valueRef.current) return;
    valueRef.current.focus();
    valueRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid="account-field-row">
      <TextInput
        flex={1}
        aria-label={t('users.accountFields.name')}
        value={field.name}
        error={error}
        onChange={(e) => onChange({ ...field, name: e.currentTarget.value })}
      />
      <TextInput
        flex={1}
        ref={valueRef}
        aria-label={t('users.accountFields.defaultValue')}
        value={field.defaultValue}
        onChange={(e) => onChange({ ...field, defaultValue: e.currentTarget.value })}
        rightSection={
          <TemplateMenu
            templates={templates}
            onPick={(tag) => {
              const input = valueRef.current;
              const next = insertTag(
                field.defaultValue,
                tag,
                input?.selectionStart ?? null,
                input?.selectionEnd ?? null,
              );
              caret.current = next.caret;
              onChange({ ...field, defaultValue: next.text });
            }}
          />
        }
      />
      <DeleteButton
        mt={4}
        label={t('users.accountFields.remove', { name: field.name || t('users.accountFields.newField') })}
        onClick={onRemove}
      />
    </Group>
  );
}

/**
 * 000 §2 Account fields (656 px): the account's custom fields with name and default value, tags from the
 * templates. Save and Cancel show only when the list differs from the saved one; an unsaved row is dropped
 * locally, a saved one is deleted at once after 'Delete {{name}}?'.
 */
export function AccountFieldsDrawer({
  accountId,
  accountName,
  opened,
  onClose,
}: {
  accountId: number;
  accountName: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fields = useAccountCustomFields(accountId, opened);
  const templates = useAccountFieldTemplates(accountId, opened);
  const save = useSaveAccountFields(accountId);
  const remove = useGqlMutation(RemoveAccountCustomField);
  const saved = fields.data ?? NO_FIELDS;
  // The draft follows the saved list as it loads and reloads; a field deleted at once (outside Save) or a half-done
  // save is carried into unsaved edits by `reconcile` instead of stopping Save.
  const {
    draft: rows,
    set: setDraft,
    dirty,
    reset,
  } = useDraft(draftFrom(saved), {
    compareBy: compareFields,
    rebase: (draft) => reconcile(draft, saved),
  });
  const [newRows, setNewRows] = useState(0);
  const [toDelete, setToDelete] = useState<DraftField | null>(null);
  const loaded = fields.data !== undefined;
  const errors = fieldErrors(rows);
  const { close, question } = useGuardedClose(dirty, () => {
    reset();
    onClose();
  });

  async function onSave() {
    await save.mutateAsync(fieldChanges(rows, saved));
    // The reloaded list has reconciled the draft by now: the saved rows match it again.
    notifications.show({ color: 'green', message: t('users.toast.settingsSaved') });
  }

  async function onConfirmDelete(field: DraftField) {
    try {
      await remove.mutateAsync({ ID: field.id!, accountID: accountId });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={DRAWER_WIDTH}
      title={
        accountName
          ? t('users.accountFields.titleFor', { name: accountName })
          : t('users.accountFields.title')
      }
    >
      <Stack gap="md" data-testid="account-fields-drawer">
        {rows.length === 0 && loaded && (
          <Text size="sm" c="dimmed">
            {t('users.accountFields.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Group gap="xs" wrap="nowrap" pr={36}>
            <Text flex={1} size="sm" fw={500}>
              {t('users.accountFields.name')}
            </Text>
            <Text flex={1} size="sm" fw={500}>
              {t('users.accountFields.defaultValue')}
            </Text>
          </Group>
        )}
        {rows.map((f) => (
          <FieldRow
            key={f.key}
            field={f}
            error={errors.has(f.key) ? t(`users.accountFields.error.${errors.get(f.key)}`) : undefined}
            templates={templates.data ?? []}
            onChange={(next) => setDraft((d) => d.map((x) => (x.key === f.key ? next : x)))}
            onRemove={() =>
              f.id === null ? setDraft((d) => d.filter((x) => x.key !== f.key)) : setToDelete(f)
            }
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={!loaded}
            onClick={() => {
              setDraft((d) => [...d, newField(newRows + 1)]);
              setNewRows((n) => n + 1);
            }}
          >
            {t('users.accountFields.add')}
          </Button>
          <SaveBar
            dirty={dirty}
            saving={save.isPending}
            canSave={errors.size === 0}
            onSave={() => void onSave().catch(() => undefined)}
            onCancel={reset}
            saveLabel={t('users.accountFields.save')}
            cancelLabel={t('users.accountFields.cancel')}
          />
        </Group>
      </Stack>
      {question}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('users.accountFields.deleteTitle')}
        loading={remove.isPending}
        message={t('users.accountFields.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('users.accountFields.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && void onConfirmDelete(toDelete).catch(() => undefined)}
      />
    </Drawer>
  );
}
