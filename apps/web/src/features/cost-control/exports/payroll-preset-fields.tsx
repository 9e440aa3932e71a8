import { PAYROLL_AMOUNTS, PAYROLL_PRESETS, type PayrollAmount, PRESET_NEEDS } from '@connect/shared';
import { Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { Select } from '../../../ui/select.tsx';
import type { ExportDraft } from './export-draft.ts';

/** The payroll system choice of the export drawer (issue 32 §1). */
export function PresetSelect({
  draft,
  onChange,
}: {
  draft: ExportDraft;
  onChange: (preset: ExportDraft['preset']) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Select
        label={t('exports.preset.system')}
        description={t('exports.preset.systemHint')}
        data={PAYROLL_PRESETS.map((p) => ({ value: p, label: t(`exports.preset.systems.${p}`) }))}
        value={draft.preset}
        onChange={(v) => v && onChange(v as ExportDraft['preset'])}
        allowDeselect={false}
        data-testid="export-preset"
      />
      {draft.preset !== 'free' && (
        <Text size="sm" c="dimmed" data-testid="export-preset-format">
          {t(`exports.preset.formats.${draft.preset}`)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What a preset asks of the administrator: a wage type (lønnsart) per amount the portal computes, and the payroll
 * month, run or client number the system needs. `errorOf` answers a field's translated error once it was left.
 */
export function PayrollPresetFields({
  draft,
  set,
  errorOf,
  touch,
}: {
  draft: ExportDraft;
  set: <K extends keyof ExportDraft>(key: K, value: ExportDraft[K]) => void;
  errorOf: (field: string, always?: boolean) => string | undefined;
  touch: (field: string) => void;
}) {
  const { t } = useTranslation();
  if (draft.preset === 'free') return null;
  const needs = PRESET_NEEDS[draft.preset];
  const setWageType = (amount: PayrollAmount, value: string) =>
    set('wageTypes', { ...draft.wageTypes, [amount]: value });
  return (
    <Stack gap="sm" data-testid="export-payroll-fields">
      <Text fw={500} size="sm">
        {t('exports.preset.wageTypes')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('exports.preset.wageTypesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {PAYROLL_AMOUNTS.map((amount) => (
          <TextInput
            key={amount}
            label={t(`exports.mappingFields.${amount}`)}
            placeholder={t('exports.preset.wageTypePlaceholder')}
            inputMode="numeric"
            maxLength={needs.wageTypeDigits + 2}
            value={draft.wageTypes[amount] ?? ''}
            onChange={(e) => setWageType(amount, e.currentTarget.value)}
            onBlur={() => touch(`wageTypes.${amount}`)}
            error={errorOf(`wageTypes.${amount}`)}
            data-testid={`wage-type-${amount}`}
          />
        ))}
      </SimpleGrid>
      {errorOf('wageTypes', true) && (
        <Text size="sm" c="red" role="alert">
          {errorOf('wageTypes', true)}
        </Text>
      )}
      <Group grow align="flex-start">
        <Select
          label={t('exports.preset.month')}
          data={['0', '1'].map((m) => ({ value: m, label: t(`exports.preset.months.${m}`) }))}
          value={String(draft.payrollMonthOffset)}
          onChange={(v) => v !== null && set('payrollMonthOffset', Number(v))}
          allowDeselect={false}
        />
        {needs.runNumber && (
          <NumberInput
            label={t('exports.preset.runNumber')}
            min={1}
            max={9999}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={draft.payrollRunNumber ?? ''}
            onChange={(v) => set('payrollRunNumber', v === '' ? null : Number(v))}
            onBlur={() => touch('payrollRunNumber')}
            error={errorOf('payrollRunNumber')}
            withAsterisk
          />
        )}
        {needs.clientNumber && (
          <TextInput
            label={t('exports.preset.clientNumber')}
            description={t('exports.preset.clientNumberHint')}
            inputMode="numeric"
            value={draft.payrollClientNumber}
            onChange={(e) => set('payrollClientNumber', e.currentTarget.value)}
            onBlur={() => touch('payrollClientNumber')}
            error={errorOf('payrollClientNumber')}
            withAsterisk
          />
        )}
      </Group>
    </Stack>
  );
}
