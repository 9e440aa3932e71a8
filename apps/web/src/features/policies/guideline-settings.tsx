import { MAX_UPLOAD_BYTES } from '@connect/shared';
import { type UploadRefusal, uploadRefusalText } from '@connect/shared/upload-refusals';
import { Button, Card, FileInput, Group, Modal, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlKey, useGqlMutation, useGqlQuery } from '../../api/gql-hooks.ts';
import { restBlob, restDelete, restUpload, UploadRefusedError } from '../../api/rest-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PdfFrame } from '../../ui/pdf-frame.tsx';
import { GuidelineQuery, UpdateGuidelineMutation } from './policies-api.ts';

/** The first bytes of a PDF; the server checks the content too. */
async function looksLikePdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/** 002 §2 Guideline settings: the card with the stored PDF, and the dialog that sets approval, PDF and notice. */
export function GuidelineSettings({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const guideline = useGqlQuery(GuidelineQuery, { accountID: accountId });
  const update = useGqlMutation(UpdateGuidelineMutation);
  const g = guideline.data?.ceGuideline ?? null;
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [approval, setApproval] = useState<string | null>(null);
  const [notify, setNotify] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'no';

  const reset = () => {
    setApproval(g?.approvalRequired == null ? null : g.approvalRequired ? 'yes' : 'no');
    setNotify(g?.notifyEmail ?? false);
    setFile(null);
    setFileError(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog starts from the stored setting each time it opens
  useEffect(reset, [editing, g]);
  useEffect(() => () => void (viewing && URL.revokeObjectURL(viewing)), [viewing]);

  const refusal = (e: unknown) =>
    e instanceof UploadRefusedError && e.reason
      ? uploadRefusalText(e.reason as UploadRefusal, language, e.params)
      : t('policies.guideline.uploadFailed');

  const choose = async (next: File | null) => {
    setFile(null);
    setFileError(null);
    if (!next) return;
    if (next.size > MAX_UPLOAD_BYTES) return setFileError(t('policies.guideline.tooLarge', { n: 50 }));
    if (!(await looksLikePdf(next))) return setFileError(t('policies.guideline.onlyPdf'));
    setFile(next);
  };

  const needsPdf = approval === 'yes' && !file && !g?.documentID;
  const submit = async () => {
    setBusy(true);
    try {
      const documentID = file
        ? (await restUpload<{ id: number }>(`guidelines/${accountId}`, file, 'PUT')).id
        : (g?.documentID ?? null);
      await update.mutateAsync({
        accountID: accountId,
        documentID,
        notifyEmail: notify,
        approvalRequired: approval === 'yes',
      });
      notifications.show({ color: 'green', message: t('policies.guideline.updated') });
      setEditing(false);
    } catch (e) {
      if (e instanceof UploadRefusedError) setFileError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  const view = async () => {
    try {
      setViewing(URL.createObjectURL(await restBlob(`guidelines?accountID=${accountId}`)));
    } catch (e) {
      notifications.show({ color: 'red', message: refusal(e) });
    }
  };

  return (
    <Card withBorder padding="md" data-testid="guideline-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('policies.guideline.title')}
        </Title>
        <Text size="sm">
          {g?.approvalRequired == null
            ? t('policies.guideline.unset')
            : g.approvalRequired
              ? t('policies.guideline.required')
              : t('policies.guideline.notRequired')}
        </Text>
        {g?.documentName ? (
          <Group gap="sm">
            <IconFileTypePdf size={18} aria-hidden />
            <Text size="sm" data-testid="guideline-document">
              {g.documentName}
            </Text>
            <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={view}>
              {t('policies.guideline.view')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(true)}
            >
              {t('policies.guideline.delete')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('policies.guideline.noDocument')}
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('policies.guideline.edit')}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('policies.guideline.title')}
        centered
        size="lg"
      >
        <Stack gap="md">
          <Radio.Group
            label={t('policies.guideline.approvalQuestion')}
            value={approval}
            onChange={setApproval}
          >
            <Group mt="xs">
              <Radio value="yes" label={t('policies.guideline.yes')} />
              <Radio value="no" label={t('policies.guideline.no')} />
            </Group>
          </Radio.Group>
          <FileInput
            label={t('policies.guideline.pdf')}
            description={
              g?.documentName
                ? t('policies.guideline.replaces', { name: g.documentName })
                : t('policies.guideline.pdfHint')
            }
            accept="application/pdf"
            value={file}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t('policies.guideline.clearFile') }}
            error={fileError ?? (needsPdf ? t('policies.guideline.pdfRequired') : undefined)}
          />
          <Switch
            label={t('policies.guideline.notify')}
            checked={notify}
            onChange={(e) => setNotify(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('policies.cancel')}
            </Button>
            <Button onClick={submit} loading={busy} disabled={approval === null || needsPdf || !!fileError}>
              {t('policies.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={g?.documentName ?? ''}
        size="xl"
        centered
      >
        {viewing && <PdfFrame url={viewing} title={g?.documentName ?? ''} />}
      </Modal>

      <ConfirmDialog
        opened={deleting}
        title={t('policies.guideline.confirmDelete', { name: g?.documentName ?? '' })}
        confirmLabel={t('policies.guideline.delete')}
        loading={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await restDelete(`guidelines?accountID=${accountId}`);
            await client.invalidateQueries({ queryKey: gqlKey(GuidelineQuery) });
            setDeleting(false);
          } catch (e) {
            notifications.show({ color: 'red', message: refusal(e) });
          } finally {
            setBusy(false);
          }
        }}
      />
    </Card>
  );
}
