import { Button, Card, Group, Loader, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import type { DrawerMode } from './export-files-drawer.tsx';
import { type FileExport, useFileExports, useReportCreationInitialData } from './exports-api.ts';
import { FileExportList } from './file-export-list.tsx';

// The editor (with its drag and drop and the definition's checks) and the dialog load when first opened.
const ExportFilesDrawer = lazy(() =>
  import('./export-files-drawer.tsx').then((m) => ({ default: m.ExportFilesDrawer })),
);
const ExportDialog = lazy(() => import('./export-dialog.tsx').then((m) => ({ default: m.ExportDialog })));

/**
 * The file exports of the account chosen in the top bar, for the Reports screen: the list, the Export files
 * drawer (it opens on the list when there are exports, otherwise on a new one) and the Export dialog.
 */
export function FileExportsCard() {
  const { t } = useTranslation();
  const { accountId } = useAccountSelection();
  const exportsQuery = useFileExports(accountId);
  const exports = exportsQuery.data ?? [];
  const [drawer, setDrawer] = useState<{ opened: boolean; mode: DrawerMode; editingId: number | null }>({
    opened: false,
    mode: 'new',
    editingId: null,
  });
  const initial = useReportCreationInitialData(drawer.opened ? accountId : null);
  const [exporting, setExporting] = useState<FileExport | null>(null);
  const edit = (e: FileExport) => setDrawer({ opened: true, mode: 'edit', editingId: e.ID });

  if (accountId === null) return null;
  return (
    <Card withBorder padding="md" data-testid="file-exports-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('exports.card.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconFileExport size={16} />}
          onClick={() =>
            setDrawer({ opened: true, mode: exports.length > 0 ? 'history' : 'new', editingId: null })
          }
        >
          {t('exports.card.open')}
        </Button>
      </Group>
      {exportsQuery.isLoading ? (
        <Loader size="sm" />
      ) : (
        <FileExportList exports={exports} onExport={setExporting} onEdit={edit} />
      )}
      <Deferred when={drawer.opened}>
        <ExportFilesDrawer
          opened={drawer.opened}
          onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
          accountId={accountId}
          exports={exports}
          initial={initial.data}
          mode={drawer.mode}
          editing={exports.find((e) => e.ID === drawer.editingId) ?? null}
          onModeChange={(mode) => setDrawer((d) => ({ ...d, mode }))}
          onEdit={edit}
          onExport={setExporting}
        />
      </Deferred>
      <Deferred when={exporting !== null}>
        <ExportDialog fileExport={exporting} onClose={() => setExporting(null)} />
      </Deferred>
    </Card>
  );
}
