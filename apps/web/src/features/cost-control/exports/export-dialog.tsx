import { Alert, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useRefreshAfter } from '../../../api/changes.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { MonthDownloadDialog } from '../../../ui/month-download-dialog.tsx';
import { lastMonthStart } from '../../../ui/month-input.tsx';
import { MonthLock, useClosedMonths } from '../payment-profiles/closed-months.tsx';
import { downloadExport, ExportDownloadError } from './download-export.ts';
import { type FileExport, useFileExportLeftOut, useFileExportWarnings } from './exports-api.ts';

/**
 * 000 §2 Export dialog: a month (not after the current one; the previous month first, the one payroll asks for)
 * and Export, which downloads the file. An answer without a file shows the §8 download text; anything else the
 * 'Export Failed' dialog with its message. Subscriptions without a person are left out of the file (payroll cannot
 * book them); the dialog says how many and what they cost. A closed month shows a lock: its file is the same file
 * whenever it is made. A payroll preset's file leaves out who has no usable employee number: the dialog lists them.
 */
export function ExportDialog({
  fileExport,
  onClose,
}: {
  fileExport: FileExport | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<string | null>(lastMonthStart);
  const refreshAfter = useRefreshAfter();
  const leftOut = useFileExportLeftOut(fileExport, month ? month.slice(0, 7) : null).data;
  const warnings = useFileExportWarnings(fileExport, month ? month.slice(0, 7) : null).data ?? [];
  const isClosed = useClosedMonths(fileExport?.accountID);
  const closed = isClosed(month);

  const download = async (chosen: string) => {
    if (!fileExport) return;
    await downloadExport(fileExport.ID, chosen.slice(0, 7));
    // A download changes the export's Last export.
    void refreshAfter('fileExports');
  };
  const failure = (e: unknown) => {
    if (!(e instanceof ExportDownloadError)) return e instanceof Error ? e.message : String(e);
    notifications.show({ color: 'red', message: t('exports.dialog.downloadFailed'), autoClose: 8000 });
    return null;
  };

  return (
    <MonthDownloadDialog
      opened={fileExport !== null}
      onClose={onClose}
      texts={{
        title: t('exports.dialog.title', { name: fileExport?.description ?? '' }),
        month: t('exports.dialog.month'),
        cancel: t('exports.dialog.cancel'),
        export: t('exports.dialog.export'),
        failedTitle: t('exports.dialog.failedTitle'),
        close: t('exports.dialog.close'),
      }}
      testIds={{ month: 'export-month', download: 'export-download' }}
      month={month}
      onMonthChange={setMonth}
      monthMark={closed ? <IconLock size={16} aria-hidden /> : undefined}
      download={download}
      onFailure={failure}
    >
      {closed && (
        <Group gap="xs" wrap="nowrap">
          <MonthLock closed />
          <Text size="sm">{t('exports.dialog.closedMonth')}</Text>
        </Group>
      )}
      {leftOut && leftOut.count > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />} data-testid="export-left-out">
          {t('exports.dialog.leftOut', {
            count: leftOut.count,
            total: leftOut.totalString,
            deducted: leftOut.deductedString,
          })}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />} data-testid="export-warnings">
          <Text size="sm">{t('exports.dialog.warnings', { count: warnings.length })}</Text>
          <List size="sm">
            {warnings.map((w) => (
              <List.Item key={`${w.phoneNumber}-${w.name}`}>
                {t(`exports.dialog.warning.${w.reason}`, {
                  name: w.name,
                  phone: w.phoneNumber,
                  amount: w.amountString,
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </MonthDownloadDialog>
  );
}
