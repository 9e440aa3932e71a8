import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/index.ts';

/** The header of a column of row buttons: no visible text, but a name for screen readers (axe: empty-table-header). */
export function ActionsHeader() {
  const { t } = useTranslation();
  return (
    <Table.Th>
      <VisuallyHidden>{t('ui.table.actions')}</VisuallyHidden>
    </Table.Th>
  );
}
