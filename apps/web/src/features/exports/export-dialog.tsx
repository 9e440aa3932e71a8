import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshAfter } from '../../api/changes.ts';
import { FailureDialog } from '../../ui/failure-dialog.tsx';
import { lastMonthStart, MonthInput } from '../../ui/month-input.tsx';
import { MonthLock, useClosedMonths } from '../payment-profiles/closed-months.tsx';
import { downloadExport, ExportDownloadError } from './download-export.ts';
import { type FileExport, useFileExportLeftOut } from './exports-api.ts';

/**
 * 000 §2 Export dialog: a month (not after the current one; the previous month first, the one payroll asks for)
 * and Export, which downloads the file. An answer without a file shows the §8 download text; anything else the
 * 'Export Failed' dialog with its message. Subscriptions without a person are left out of the file (payroll cannot
 * book them); the dialog says how many and what they cost. A closed month shows a lock: its file is the same file
 * whenever it is made.
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refreshAfter = useRefreshAfter();
  const leftOut = useFileExportLeftOut(fileExport, month ? month.slice(0, 7) : null).data;
  const isClosed = useClosedMonths(fileExport?.accountID);
  const closed = isClosed(month);

  const run = async () => {
    if (!fileExport || !month) return;
    setBusy(true);
    try {
      await downloadExport(fileExport.ID, month.slice(0, 7));
      // A download changes the export's Last export.
      void refreshAfter('fileExports');
      onClose();
    } catch (e) {
      if (e instanceof ExportDownloadError) {
        notifications.show({ color: 'red', message: t('exports.dialog.downloadFailed'), autoClose: 8000 });
      } else {
        setFailure(e instanceof Error ? e.message : String(e));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        opened={fileExport !== null}
        onClose={onClose}
        title={t('exports.dialog.title', { name: fileExport?.description ?? '' })}
        centered
      >
        <Stack>
          <MonthInput
            label={t('exports.dialog.month')}
            value={month}
            onChange={setMonth}
            rightSection={closed ? <IconLock size={16} aria-hidden /> : undefined}
            rightSectionPointerEvents="none"
            data-testid="export-month"
          />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('exports.dialog.cancel')}
            </Button>
            <Button onClick={run} loading={busy} disabled={!month} data-testid="export-download">
              {t('exports.dialog.export')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <FailureDialog
        title={t('exports.dialog.failedTitle')}
        message={failure}
        closeLabel={t('exports.dialog.close')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
