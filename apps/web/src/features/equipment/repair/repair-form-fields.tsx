import { osloDate, REPAIR_MAX_FILES } from '@connect/shared';
import { type UploadRefusal, uploadRefusalText } from '@connect/shared/upload-refusals';
import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { Select } from '../../../ui/select.tsx';
import {
  addFiles,
  REPAIR_FILE_ACCEPT,
  type RepairDevice,
  type RepairForm,
  withDevice,
} from './repair-form.ts';

type TextField = 'vendor' | 'name' | 'imei' | 'serialNumber' | 'orderNumber';

/**
 * The repair form (001 §4): the employee's phones to choose from (choosing one fills and locks its fields, clearing
 * resets the whole form), the device fields, up to 3 attachments checked by name, size and content before they are
 * added, the fault description and the recommended-measures checkbox.
 */
export function RepairFormFields({
  form,
  onChange,
  devices,
}: {
  form: RepairForm;
  onChange: (next: RepairForm) => void;
  devices: RepairDevice[];
}) {
  const { t, i18n } = useTranslation();
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const locked = form.deviceId !== null;
  const language = i18n.language === 'en' ? 'en' : 'no';

  const chooseDevice = (id: string | null) => {
    setFileErrors([]);
    onChange(withDevice(form, devices.find((d) => String(d.ID) === id) ?? null));
  };
  const field = (key: TextField, label: string, required = false) => (
    <TextInput
      label={label}
      value={form[key]}
      onChange={(e) => onChange({ ...form, [key]: e.currentTarget.value })}
      disabled={locked}
      withAsterisk={required && !locked}
      data-testid={`repair-${key}`}
    />
  );
  const attach = async (picked: File[]) => {
    const { files, refusals } = await addFiles(form.files, picked);
    setFileErrors(
      refusals.map(
        (r) =>
          `${r.name}: ${uploadRefusalText(r.refusal.reason as UploadRefusal, language, r.refusal.params)}`,
      ),
    );
    onChange({ ...form, files });
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('repair.device')}
        placeholder={t('repair.newDevice')}
        data={devices.map((d) => ({
          value: String(d.ID),
          label: d.imei ? `${d.description} (${d.imei})` : d.description,
        }))}
        value={form.deviceId === null ? null : String(form.deviceId)}
        onChange={chooseDevice}
        clearable
        searchable
        nothingFoundMessage={t('repair.noDevices')}
        data-testid="repair-device"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('vendor', t('repair.vendor'), true)}
        {field('name', t('repair.name'), true)}
        {field('imei', t('repair.imei'), true)}
        {field('serialNumber', t('repair.serialNumber'))}
        {field('orderNumber', t('repair.orderNumber'))}
        <DateField
          label={t('repair.purchasedAt')}
          value={form.purchasedAt || null}
          maxDate={osloDate()}
          onChange={(date) => onChange({ ...form, purchasedAt: date ?? '' })}
          disabled={locked}
          data-testid="repair-purchasedAt"
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Group gap="sm">
          <FileButton onChange={attach} accept={REPAIR_FILE_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPaperclip size={16} />}
                disabled={form.files.length >= REPAIR_MAX_FILES}
                data-testid="repair-attach"
              >
                {t('repair.attach')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('repair.attachHint')}
          </Text>
        </Group>
        {form.files.map((file) => (
          <Group
            key={`${file.name}-${file.size}-${file.lastModified}`}
            gap="xs"
            wrap="nowrap"
            data-testid="repair-file"
          >
            {/* A long name breaks anywhere, so its remove button stays beside it on a phone. */}
            <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('repair.removeFile', { name: file.name })}
              onClick={() => onChange({ ...form, files: form.files.filter((f) => f !== file) })}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        ))}
        {fileErrors.map((e) => (
          <Text key={e} size="sm" c="red.8" role="alert" data-testid="repair-file-error">
            {e}
          </Text>
        ))}
      </Stack>
      <Textarea
        label={t('repair.message')}
        value={form.message}
        onChange={(e) => onChange({ ...form, message: e.currentTarget.value })}
        autosize
        minRows={3}
        maxLength={5000}
        withAsterisk
        data-testid="repair-message"
      />
      <Checkbox
        label={t('repair.confirm')}
        checked={form.confirmed}
        onChange={(e) => onChange({ ...form, confirmed: e.currentTarget.checked })}
        data-testid="repair-confirm"
      />
    </Stack>
  );
}
