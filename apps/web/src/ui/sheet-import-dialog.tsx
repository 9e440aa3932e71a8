import {
  IMPORT_INVALID_ROWS,
  MAX_UPLOAD_BYTES,
  type RowProblem,
  type SheetImportAnswer,
} from '@connect/shared';
import { type UploadRefusal, uploadRefusalText } from '@connect/shared/upload-refusals';
import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { restUploadDownload } from '../api/download.ts';
import { restUpload, UploadRefusedError } from '../api/rest-client.ts';
import { useTranslation } from '../i18n/index.ts';

const MB = 1024 * 1024;

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; label: string }
  | { kind: 'summary'; answer: SheetImportAnswer }
  | { kind: 'errors'; errors: RowProblem[]; errorCount: number };

/**
 * An xlsx import in two steps (001 §5/§7/§8): the chosen file (xlsx only, at most 50 MB, checked here too) is sent
 * as a dry run, which answers what it would do or every bad cell; Confirm sends it again for real. The first bad cell
 * shows with its row and value, and the whole list comes as the file with an error column (`errorsPath`).
 */
export function SheetImportDialog({
  opened,
  title,
  uploadPath,
  errorsPath,
  successMessage,
  onClose,
  onImported,
}: {
  opened: boolean;
  title: string;
  uploadPath: string;
  errorsPath: string;
  successMessage: string;
  onClose: () => void;
  onImported: (answer: SheetImportAnswer) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'no';
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const close = () => {
    setFile(null);
    setFileError(null);
    setStep({ kind: 'choose' });
    onClose();
  };

  const problemText = (p: RowProblem) =>
    t('ui.import.problem', {
      row: p.row,
      column: p.column,
      value: p.value,
      message: language === 'en' ? p.message : p.messageNo,
    });

  const showErrors = (errors: RowProblem[], errorCount: number) => {
    setStep({ kind: 'errors', errors, errorCount });
    notifications.show({ color: 'red', message: problemText(errors[0]!), autoClose: 10_000 });
  };

  const failed = (e: unknown) => {
    setStep({ kind: 'choose' });
    if (e instanceof UploadRefusedError && e.reason && e.reason !== IMPORT_INVALID_ROWS) {
      setFileError(uploadRefusalText(e.reason as UploadRefusal, language, e.params));
      return;
    }
    notifications.show({
      color: 'red',
      message: e instanceof Error && e.message ? e.message : t('ui.import.uploadFailed'),
    });
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setStep({ kind: 'busy', label: t(dryRun ? 'ui.import.checking' : 'ui.import.importing') });
    try {
      const answer = await restUpload<SheetImportAnswer>(
        `${uploadPath}${dryRun ? '?dryRun=true' : ''}`,
        file,
      );
      if (answer.errorCount > 0) return showErrors(answer.errors, answer.errorCount);
      if (dryRun) return setStep({ kind: 'summary', answer });
      notifications.show({ color: 'green', message: successMessage });
      onImported(answer);
      close();
    } catch (e) {
      const details =
        e instanceof UploadRefusedError ? (e.details as { errors?: RowProblem[]; errorCount?: number }) : {};
      if (details.errors?.length)
        return showErrors(details.errors, details.errorCount ?? details.errors.length);
      failed(e);
    }
  };

  const choose = (next: File | null) => {
    setFile(null);
    setFileError(null);
    setStep({ kind: 'choose' });
    if (!next) return;
    if (!next.name.toLowerCase().endsWith('.xlsx')) return setFileError(t('ui.import.onlyXlsx'));
    if (next.size > MAX_UPLOAD_BYTES)
      return setFileError(uploadRefusalText('FILE_TOO_LARGE', language, { maxMb: MAX_UPLOAD_BYTES / MB }));
    setFile(next);
  };

  const downloadErrors = async () => {
    if (!file) return;
    try {
      await restUploadDownload(errorsPath, file, { language, fallbackName: 'import-errors.xlsx' });
    } catch (e) {
      failed(e);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <Stack>
        <FileInput
          label={t('ui.import.file')}
          description={t('ui.import.fileHint')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          clearButtonProps={{ 'aria-label': t('ui.clearFile') }}
          disabled={step.kind === 'busy'}
        />
        {step.kind === 'busy' && (
          <Stack gap={4} role="status">
            <Text size="sm">{step.label}</Text>
            <Progress value={100} animated striped aria-label={step.label} />
          </Stack>
        )}
        {step.kind === 'summary' && (
          <Alert color="blue" title={t('ui.import.summaryTitle')} data-testid="import-summary">
            <List size="sm">
              <List.Item>{t('ui.import.added', { count: step.answer.added })}</List.Item>
              <List.Item>{t('ui.import.updated', { count: step.answer.updated })}</List.Item>
              <List.Item>{t('ui.import.unchanged', { count: step.answer.unchanged })}</List.Item>
            </List>
          </Alert>
        )}
        {step.kind === 'errors' && (
          <Alert
            color="red"
            title={t('ui.import.errorsTitle', { count: step.errorCount })}
            data-testid="import-errors"
          >
            <Stack gap="xs">
              <Text size="sm" data-testid="import-first-error">
                {problemText(step.errors[0]!)}
              </Text>
              <Text size="sm">{t('ui.import.nothingWritten')}</Text>
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconDownload size={14} />}
                  onClick={downloadErrors}
                >
                  {t('ui.import.downloadErrors')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('ui.confirm.cancel')}
          </Button>
          {step.kind === 'summary' ? (
            <Button onClick={() => send(false)} disabled={step.answer.added + step.answer.updated === 0}>
              {t('ui.import.confirm')}
            </Button>
          ) : (
            <Button onClick={() => send(true)} disabled={!file || step.kind !== 'choose'}>
              {t('ui.import.check')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
