import { useRefreshAfter } from '../../api/changes.ts';
import { useTranslation } from '../../i18n/index.ts';
import { SheetImportButtons } from '../../ui/sheet-import-buttons.tsx';

/** The devices toolbar's Import devices and Download template (001 §2, §7). */
export function DeviceImportButtons({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshAfter();
  return (
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
  );
}
