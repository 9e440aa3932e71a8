import { Button, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { restDownload } from '../../../api/download.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { MonthDownloadDialog } from '../../../ui/month-download-dialog.tsx';
import { lastMonthStart } from '../../../ui/month-input.tsx';

/**
 * 001 §2 Equipment users: Export user deductions. A month picker (last month by default, never after this one)
 * and Export, which downloads `reports/device-user-deductions?period=YYYYMM` as xlsx in the portal's language
 * (optionally for one account and its sub accounts). A failure opens the 'Export Failed' dialog with its message.
 */
export function ExportUserDeductions({ accountId }: { accountId?: number | null }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState<string | null>(lastMonthStart);

  const close = () => {
    setOpened(false);
    setMonth(lastMonthStart());
  };
  const download = async (chosen: string) => {
    const period = chosen.slice(0, 7).replace('-', '');
    const account = accountId ? `&accountID=${accountId}` : '';
    await restDownload(`reports/device-user-deductions?period=${period}${account}`, {
      language: i18n.language,
      fallbackName: `user-deductions-${period}.xlsx`,
    });
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
      <MonthDownloadDialog
        opened={opened}
        onClose={close}
        texts={{
          title: t('user-deductions.title'),
          month: t('user-deductions.month'),
          cancel: t('user-deductions.cancel'),
          export: t('user-deductions.export'),
          failedTitle: t('user-deductions.failedTitle'),
          close: t('user-deductions.close'),
        }}
        testIds={{ month: 'user-deductions-month', download: 'user-deductions-download' }}
        month={month}
        onMonthChange={setMonth}
        intro={<Text size="sm">{t('user-deductions.intro')}</Text>}
        download={download}
        onFailure={(e) => (e instanceof Error && e.message ? e.message : t('user-deductions.failed'))}
      />
    </>
  );
}
