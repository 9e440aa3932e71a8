import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { MonthInput } from './month-input.tsx';

/**
 * A month and Export, which downloads that month's file and closes; Cancel waits for a download under way. A
 * failed download opens its own dialog with the failure's text ('Export Failed').
 */
export function MonthDownloadDialog({
  opened,
  onClose,
  texts,
  testIds,
  month,
  onMonthChange,
  monthMark,
  intro,
  children,
  download,
  onFailure,
}: {
  opened: boolean;
  onClose: () => void;
  texts: { title: string; month: string; cancel: string; export: string; failedTitle: string; close: string };
  testIds: { month: string; download: string };
  /** The month's first day (YYYY-MM-01). */
  month: string | null;
  onMonthChange: (month: string | null) => void;
  /** Shown at the month's right end (a closed month's lock). */
  monthMark?: ReactNode;
  /** Above the month. */
  intro?: ReactNode;
  /** Below the month. */
  children?: ReactNode;
  download: (month: string) => Promise<void>;
  /** The failure dialog's text for a failed download, or null when the caller has told it another way. */
  onFailure: (error: unknown) => string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    if (!month) return;
    setBusy(true);
    try {
      await download(month);
      onClose();
    } catch (e) {
      setFailure(onFailure(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={texts.title} centered>
        <Stack>
          {intro}
          <MonthInput
            label={texts.month}
            value={month}
            onChange={onMonthChange}
            rightSection={monthMark}
            rightSectionPointerEvents="none"
            data-testid={testIds.month}
          />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {texts.cancel}
            </Button>
            <Button onClick={run} loading={busy} disabled={!month} data-testid={testIds.download}>
              {texts.export}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title={texts.failedTitle} centered>
        <Stack>
          <Text>{failure}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setFailure(null)}>{texts.close}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
