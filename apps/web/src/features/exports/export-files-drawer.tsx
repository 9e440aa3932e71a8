import { DRAWER_WIDTH } from '@connect/shared';
import { Button, Drawer, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
          <ExportForm accountId={accountId} initial={initial} saved={null} onDone={toHistory} />
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
              />
            </Stack>
          ) : (
            <FileExportList exports={exports} onExport={onExport} onEdit={onEdit} onDeleted={toHistory} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
