import { type UploadRefusal, uploadRefusalText } from '@connect/shared/upload-refusals';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gqlKey, useGqlQuery } from '../../../api/gql-hooks.ts';
import { restBlob, restDelete, UploadRefusedError } from '../../../api/rest-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PdfFrame } from '../../../ui/pdf-frame.tsx';
import { GuidelineDialog } from './guideline-dialog.tsx';
import { GuidelineQuery } from './policies-api.ts';

/** 002 §2 Guideline settings: the card with the stored PDF, and the dialog that sets approval, PDF and notice. */
export function GuidelineSettings({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const guideline = useGqlQuery(GuidelineQuery, { accountID: accountId });
  const g = guideline.data?.ceGuideline ?? null;
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'no';

  useEffect(() => () => void (viewing && URL.revokeObjectURL(viewing)), [viewing]);

  const refusal = (e: unknown) =>
    e instanceof UploadRefusedError && e.reason
      ? uploadRefusalText(e.reason as UploadRefusal, language, e.params)
      : t('policies.guideline.uploadFailed');

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

      {editing && (
        <GuidelineDialog
          accountId={accountId}
          stored={g}
          refusal={refusal}
          onClose={() => setEditing(false)}
        />
      )}

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
