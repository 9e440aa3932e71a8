import { DRAWER_WIDTH } from '@connect/shared';
import { Button, Drawer, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useGuardedClose } from '../../../ui/save-bar.tsx';
import { ExportForm } from './export-form.tsx';
import type { FileExport, InitialData } from './exports-api.ts';
import { FileExportList } from './file-export-list.tsx';

/** 000 §4 export drawer modes: a new export, the list of exports (history), or one export being edited. */
export type DrawerMode = 'new' | 'history' | 'edit';

/**
 * 000 §2 Export files drawer (656 px): tabs 'New export' and 'Exports ({n})'. Editing happens under the exports
 * tab; saving, cancelling and deleting return to the list.
 */
export function ExportFilesDrawer({
  opened,
  onClose,
  accountId,
  exports,
  initial,
  mode,
  editing,
  onModeChange,
  onEdit,
  onExport,
}: {
  opened: boolean;
  onClose: () => void;
  accountId: number;
  exports: FileExport[];
  initial: InitialData | undefined;
  mode: DrawerMode;
  editing: FileExport | null;
  onModeChange: (mode: DrawerMode) => void;
  onEdit: (e: FileExport) => void;
  onExport: (e: FileExport) => void;
}) {
  const { t } = useTranslation();
  const toHistory = () => onModeChange('history');
  // The new export's form and an export being edited each say whether they hold unsaved edits (from an effect, run
  // at once after a key: kept in a ref, so an Escape right after typing already asks).
  const dirty = useRef({ new: false, edit: false });
  const newDirty = useCallback((d: boolean) => {
    dirty.current.new = d;
  }, []);
  const editDirty = useCallback((d: boolean) => {
    dirty.current.edit = d;
  }, []);
  const { close, question } = useGuardedClose(() => dirty.current.new || dirty.current.edit, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={DRAWER_WIDTH}
      title={<Title order={3}>{t('exports.drawer.title')}</Title>}
      data-testid="export-files-drawer"
    >
      <Tabs
        value={mode === 'new' ? 'new' : 'history'}
        onChange={(v) => onModeChange(v === 'new' ? 'new' : 'history')}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="new">{t('exports.drawer.newTab')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('exports.drawer.historyTab', { n: exports.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="new">
          <ExportForm
            accountId={accountId}
            initial={initial}
            saved={null}
            onDone={toHistory}
            onDirtyChange={newDirty}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          {mode === 'edit' && editing ? (
            <Stack gap="sm">
              <Button
                variant="subtle"
                leftSection={<IconArrowLeft size={14} />}
                onClick={toHistory}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('exports.drawer.back')}
              </Button>
              <Title order={4}>{t('exports.drawer.editing', { name: editing.description })}</Title>
              {/* A new version (saved here or elsewhere) starts the form again from what is saved. */}
              <ExportForm
                key={`${editing.ID}-${editing.version}`}
                accountId={accountId}
                initial={initial}
                saved={editing}
                onDone={toHistory}
                onDirtyChange={editDirty}
              />
            </Stack>
          ) : (
            <FileExportList exports={exports} onExport={onExport} onEdit={onEdit} onDeleted={toHistory} />
          )}
        </Tabs.Panel>
      </Tabs>
      {question}
    </Drawer>
  );
}
