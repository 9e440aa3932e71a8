import { type UploadRefusal, uploadRefusalText } from '@connect/shared/upload-refusals';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RestRequestError, restMultipart, UploadRefusedError } from '../../../api/rest-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import {
  canSubmit,
  EMPTY_REPAIR_FORM,
  type RepairDevice,
  type RepairForm,
  repairFormData,
} from './repair-form.ts';
import { RepairFormFields } from './repair-form-fields.tsx';

/**
 * 001 §2 Mobile phone repair: step 0 tells how a repair goes (Next); step 1, 'Request repair of mobile phone', is the
 * form with Back, Submit and Cancel; on a phone it fills the screen. Submit closes the dialog and sends; the dialog starts afresh whenever it opens.
 */
export function RepairDialog({
  opened,
  onClose,
  catalogId,
  devices,
}: {
  opened: boolean;
  onClose: () => void;
  catalogId: number;
  devices: RepairDevice[];
}) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<0 | 1>(0);
  const [form, setForm] = useState<RepairForm>(EMPTY_REPAIR_FORM);
  // On a phone the dialog takes the whole screen (issue 28 §21): the long form scrolls in it, edge to edge.
  const phone = useMediaQuery('(max-width: 48em)');

  const close = () => {
    setStep(0);
    setForm(EMPTY_REPAIR_FORM);
    onClose();
  };

  const submit = async () => {
    const sent = form;
    close();
    try {
      await restMultipart(`accounts/users/${catalogId}/devices/repair`, repairFormData(sent));
      notifications.show({ color: 'green', message: t('repair.sent') });
    } catch (e) {
      const language = i18n.language === 'en' ? 'en' : 'no';
      const message =
        e instanceof UploadRefusedError && e.reason
          ? uploadRefusalText(e.reason as UploadRefusal, language, e.params)
          : e instanceof RestRequestError && e.message
            ? e.message
            : t('repair.failed');
      notifications.show({ color: 'red', message, autoClose: 10_000 });
    }
  };

  return (
    <EntryDialog
      dirty={step === 1 && JSON.stringify(form) !== JSON.stringify(EMPTY_REPAIR_FORM)}
      opened={opened}
      onClose={close}
      title={step === 0 ? t('repair.title') : t('repair.formTitle')}
      size="lg"
      centered
      fullScreen={phone}
    >
      {step === 0 ? (
        <Stack data-testid="repair-info">
          <Text>{t('repair.info.intro')}</Text>
          <List spacing="xs">
            <List.Item>{t('repair.info.test')}</List.Item>
            <List.Item>{t('repair.info.backup')}</List.Item>
            <List.Item>{t('repair.info.lock')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('repair.info.partner')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('repair.cancel')}
            </Button>
            <Button onClick={() => setStep(1)}>{t('repair.next')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <RepairFormFields form={form} onChange={setForm} devices={devices} />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)}>
              {t('repair.back')}
            </Button>
            <Group>
              <Button variant="default" onClick={close}>
                {t('repair.cancel')}
              </Button>
              <Button onClick={submit} disabled={!canSubmit(form)} data-testid="repair-submit">
                {t('repair.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </EntryDialog>
  );
}
