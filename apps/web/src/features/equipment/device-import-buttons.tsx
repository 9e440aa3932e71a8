import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useRefreshAfter } from '../../api/changes.ts';
import { restDownload } from '../../api/download.ts';
import { useTranslation } from '../../i18n/index.ts';
import { SheetImportButtons } from '../../ui/sheet-import-buttons.tsx';

/**
 * The devices toolbar's Import devices and Download template (001 §2, §7), and Export devices: every device of
 * the account and its sub accounts in the import's columns (issue 34).
 */
export function DeviceImportButtons({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAfter();
  const [exporting, setExporting] = useState(false);
  const exportDevices = async () => {
    setExporting(true);
    try {
      await restDownload(`accounts/${accountId}/devices/export`, {
        language: i18n.language,
        fallbackName: 'devices.xlsx',
      });
    } catch (e) {
      notifications.show({
        color: 'red',
        message: e instanceof Error ? e.message : t('device-import.exportFailed'),
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <SheetImportButtons
        importLabel={t('device-import.import')}
        templateLabel={t('device-import.template')}
        templatePath={`accounts/${accountId}/devices/template`}
        templateName="device-import-template.xlsx"
        uploadPath={`accounts/${accountId}/devices/upload`}
        errorsPath={`accounts/${accountId}/devices/upload/errors`}
        successMessage={t('device-import.imported')}
        onImported={() => refresh('devices')}
      />
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} />}
        loading={exporting}
        onClick={exportDevices}
      >
        {t('device-import.export')}
      </Button>
    </>
  );
}
