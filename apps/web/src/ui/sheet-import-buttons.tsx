import type { SheetImportAnswer } from '@connect/shared';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { restDownload } from '../api/download.ts';
import { useTranslation } from '../i18n/index.ts';
import { Deferred } from './deferred.tsx';

// The dialog (file choice, upload, the error file) loads when Import is first pressed.
const SheetImportDialog = lazy(() =>
  import('./sheet-import-dialog.tsx').then((m) => ({ default: m.SheetImportDialog })),
);

/** An import's two toolbar buttons: Import (the dialog) and Download template, in the portal's language. */
export function SheetImportButtons({
  importLabel,
  templateLabel,
  templatePath,
  templateName,
  uploadPath,
  errorsPath,
  successMessage,
  onImported,
}: {
  importLabel: string;
  templateLabel: string;
  templatePath: string;
  templateName: string;
  uploadPath: string;
  errorsPath: string;
  successMessage: string;
  onImported: (answer: SheetImportAnswer) => void;
}) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await restDownload(templatePath, { language: i18n.language, fallbackName: templateName });
    } catch (e) {
      notifications.show({
        color: 'red',
        message: e instanceof Error ? e.message : t('ui.import.uploadFailed'),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {importLabel}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={download}
        loading={downloading}
      >
        {templateLabel}
      </Button>
      <Deferred when={opened}>
        <SheetImportDialog
          opened={opened}
          title={importLabel}
          uploadPath={uploadPath}
          errorsPath={errorsPath}
          successMessage={successMessage}
          onClose={() => setOpened(false)}
          onImported={onImported}
        />
      </Deferred>
    </>
  );
}
