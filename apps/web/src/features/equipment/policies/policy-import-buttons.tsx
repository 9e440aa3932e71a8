import { useRefreshAfter } from '../../../api/changes.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SheetImportButtons } from '../../../ui/sheet-import-buttons.tsx';

/** The Users tab's Import and Template (002 §2, §7 `policies/template/{id}`, `policies/{id}`). */
export function PolicyImportButtons({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshAfter();
  return (
    <SheetImportButtons
      importLabel={t('policies.import.import')}
      templateLabel={t('policies.import.template')}
      templatePath={`policies/template/${policyId}`}
      templateName="policy.xlsx"
      uploadPath={`policies/${policyId}`}
      errorsPath={`policies/${policyId}/errors`}
      successMessage={t('ui.import.uploaded')}
      onImported={() => refresh('policies')}
    />
  );
}
