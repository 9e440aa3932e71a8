import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useLeaveGuard } from './guarded-history.ts';

/**
 * Asks before unsaved edits are thrown away (issue 10 §9): leaving the screen inside the app opens a question,
 * closing or reloading the tab gets the browser's own. Nothing is asked while nothing is changed.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const { asking, leave, stay } = useLeaveGuard(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      opened={asking}
      title={t('ui.unsaved.title')}
      message={t('ui.unsaved.message')}
      confirmLabel={t('ui.unsaved.leave')}
      onConfirm={leave}
      onCancel={stay}
    />
  );
}

/**
 * Closing a dialog or drawer that holds unsaved edits asks first ("Discard your changes?"); without edits it just
 * closes. Give `close` to the dialog's `onClose` and render `question` inside it. `dirty` may be a function, read
 * when closing: a dialog told of its forms' edits by their effects holds them in a ref, since its own render with
 * them comes later, and a key pressed right after typing would find it still clean.
 */
export function useGuardedClose(
  dirty: boolean | (() => boolean),
  onClose: () => void,
): { close: () => void; question: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const question = (
    <ConfirmDialog
      opened={asking}
      title={t('ui.unsaved.discardTitle')}
      message={t('ui.unsaved.discardMessage')}
      confirmLabel={t('ui.unsaved.discard')}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  // Asked once the closing key press is over: opened during Escape's own dispatch, the question's Escape handler
  // (Mantine listens on the window) would take the same key press and close it again at once.
  const close = () =>
    (typeof dirty === 'function' ? dirty() : dirty) ? window.setTimeout(() => setAsking(true)) : onClose();
  return { close, question };
}

/**
 * The one Save/Cancel bar of a form with a saved copy: shown while the draft differs from it, with the guard on
 * navigation. `floating` keeps it at the bottom of the window for long screens; otherwise it sits below the form.
 * `always` shows it on a clean form too (a dialog's own buttons, or a form whose Cancel also goes back), with
 * Save closed until there is something to save.
 */
export function SaveBar({
  dirty,
  saving,
  canSave = true,
  onSave,
  onCancel,
  saveLabel,
  cancelLabel,
  floating = false,
  note,
  savedChanged = false,
  always = false,
}: {
  dirty: boolean;
  saving: boolean;
  canSave?: boolean;
  onSave: () => void;
  onCancel: () => void;
  saveLabel?: string;
  cancelLabel?: string;
  floating?: boolean;
  /** Said beside the buttons, e.g. from which month the change applies. */
  note?: ReactNode;
  /**
   * From `useDraft`: the saved copy changed under the edits. Saving is refused (it would overwrite the other save
   * with a draft built on the old copy); Cancel loads the new copy.
   */
  savedChanged?: boolean;
  always?: boolean;
}) {
  const { t } = useTranslation();
  const buttons = (
    <Group gap="sm" justify="flex-end">
      {floating && <Text size="sm">{t('ui.unsaved.bar')}</Text>}
      {savedChanged && (
        <Text size="sm" role="status">
          {t('ui.unsaved.savedChanged')}
        </Text>
      )}
      {note}
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel ?? t('ui.unsaved.cancel')}
      </Button>
      <Button onClick={onSave} loading={saving} disabled={!canSave || savedChanged || !dirty}>
        {saveLabel ?? t('ui.unsaved.save')}
      </Button>
    </Group>
  );
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      {(dirty || always) &&
        (floating ? (
          <Affix position={{ bottom: 20, right: 20 }}>
            <Paper shadow="md" p="sm" withBorder data-testid="save-bar">
              {buttons}
            </Paper>
          </Affix>
        ) : (
          <div data-testid="save-bar">{buttons}</div>
        ))}
    </>
  );
}
