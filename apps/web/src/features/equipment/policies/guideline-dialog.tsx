import { guidelineSettingsSchema, MAX_UPLOAD_BYTES } from '@connect/shared';
import { FileInput, Group, Radio, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { restUpload, UploadRefusedError } from '../../../api/rest-client.ts';
import type { CeGuidelineQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { UpdateGuidelineMutation } from './policies-api.ts';

/** The first bytes of a PDF; the server checks the content too. */
async function looksLikePdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

type Stored = CeGuidelineQuery['ceGuideline'];

/** Stands for the id a chosen file gets when it is uploaded on Save. */
const CHOSEN_FILE = 1;

/**
 * 002 §2 the guideline dialog: approval yes/no, a PDF to upload and the notice by e-mail, as a draft against the
 * stored setting (`useDraft`); closing it with unsaved edits asks first. It is mounted while open, so each opening
 * starts from what is stored.
 */
export function GuidelineDialog({
  accountId,
  stored,
  refusal,
  onClose,
}: {
  accountId: number;
  stored: Stored;
  /** The text for a refused upload. */
  refusal: (e: unknown) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useGqlMutation(UpdateGuidelineMutation);
  const { draft, patch, dirty, savedChanged, reset } = useDraft({
    approval: stored?.approvalRequired == null ? null : stored.approvalRequired ? 'yes' : 'no',
    notify: stored?.notifyEmail ?? false,
  });
  // A chosen file is not plain data, so it stays beside the draft; choosing one is an edit too.
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edited = dirty || file !== null;

  const choose = async (next: File | null) => {
    setFile(null);
    setFileError(null);
    if (!next) return;
    if (next.size > MAX_UPLOAD_BYTES) return setFileError(t('policies.guideline.tooLarge', { n: 50 }));
    if (!(await looksLikePdf(next))) return setFileError(t('policies.guideline.onlyPdf'));
    setFile(next);
  };

  // The server's rule (packages/shared policy-forms.ts): approval needs a PDF, a chosen file counting as one.
  const needsPdf = !guidelineSettingsSchema.safeParse({
    approvalRequired: draft.approval === 'yes',
    documentID: file ? CHOSEN_FILE : (stored?.documentID ?? null),
  }).success;
  const submit = async () => {
    setBusy(true);
    try {
      const documentID = file
        ? (await restUpload<{ id: number }>(`guidelines/${accountId}`, file, 'PUT')).id
        : (stored?.documentID ?? null);
      await update.mutateAsync({
        accountID: accountId,
        documentID,
        notifyEmail: draft.notify,
        approvalRequired: draft.approval === 'yes',
      });
      notifications.show({ color: 'green', message: t('policies.guideline.updated') });
      onClose();
    } catch (e) {
      if (e instanceof UploadRefusedError) setFileError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntryDialog
      dirty={edited}
      opened
      onClose={onClose}
      title={t('policies.guideline.title')}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Radio.Group
          label={t('policies.guideline.approvalQuestion')}
          value={draft.approval}
          onChange={(approval) => patch({ approval })}
        >
          <Group mt="xs">
            <Radio value="yes" label={t('policies.guideline.yes')} />
            <Radio value="no" label={t('policies.guideline.no')} />
          </Group>
        </Radio.Group>
        <FileInput
          label={t('policies.guideline.pdf')}
          description={
            stored?.documentName
              ? t('policies.guideline.replaces', { name: stored.documentName })
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
          checked={draft.notify}
          onChange={(e) => patch({ notify: e.currentTarget.checked })}
        />
        <SaveBar
          always
          dirty={edited}
          saving={busy}
          canSave={draft.approval !== null && !needsPdf && !fileError}
          onSave={() => void submit()}
          onCancel={() => {
            reset();
            onClose();
          }}
          saveLabel={t('policies.save')}
          cancelLabel={t('policies.cancel')}
          savedChanged={savedChanged}
        />
      </Stack>
    </EntryDialog>
  );
}
