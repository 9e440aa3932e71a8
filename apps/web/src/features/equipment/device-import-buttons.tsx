import { useTranslation } from 'react-i18next';
import { SheetImportButtons } from '../../ui/sheet-import-buttons.tsx';

/** The devices toolbar's Import devices and Download template (001 §2, §7); `onImported` refreshes the list. */
export function DeviceImportButtons({
  accountId,
  onImported,
}: {
  accountId: number;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetImportButtons
      importLabel={t('device-import.import')}
      templateLabel={t('device-import.template')}
      templatePath={`accounts/${accountId}/devices/template`}
      templateName="device-import-template.xlsx"
      uploadPath={`accounts/${accountId}/devices/upload`}
      errorsPath={`accounts/${accountId}/devices/upload/errors`}
      successMessage={t('device-import.imported')}
      onImported={onImported}
    />
  );
}
