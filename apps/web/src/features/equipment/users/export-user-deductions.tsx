import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restDownload } from '../../../api/download.ts';
import { FailureDialog } from '../../../ui/failure-dialog.tsx';
import { lastMonthStart, MonthInput } from '../../../ui/month-input.tsx';

/**
 * 001 §2 Equipment users: Export user deductions. A month picker (last month by default, never after this one)
 * and Export, which downloads `reports/device-user-deductions?period=YYYYMM` as xlsx in the portal's language
 * (optionally for one account and its sub accounts). A failure opens the 'Export Failed' dialog with its message.
 */
export function ExportUserDeductions({ accountId }: { accountId?: number | null }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState<string | null>(lastMonthStart);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setMonth(lastMonthStart());
  };
  const run = async () => {
    if (!month) return;
    const period = month.slice(0, 7).replace('-', '');
    setBusy(true);
    try {
      const account = accountId ? `&accountID=${accountId}` : '';
      await restDownload(`reports/device-user-deductions?period=${period}${account}`, {
        language: i18n.language,
        fallbackName: `user-deductions-${period}.xlsx`,
      });
      close();
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : t('user-deductions.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} />}
        onClick={() => setOpened(true)}
        data-testid="export-user-deductions"
      >
        {t('user-deductions.action')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('user-deductions.title')} centered>
        <Stack>
          <Text size="sm">{t('user-deductions.intro')}</Text>
          <MonthInput
            label={t('user-deductions.month')}
            value={month}
            onChange={setMonth}
            data-testid="user-deductions-month"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('user-deductions.cancel')}
            </Button>
            <Button onClick={run} loading={busy} disabled={!month} data-testid="user-deductions-download">
              {t('user-deductions.export')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <FailureDialog
        title={t('user-deductions.failedTitle')}
        message={failure}
        closeLabel={t('user-deductions.close')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
