import {
  EXPORT_DECIMAL_SEPARATORS,
  EXPORT_ENCODINGS,
  EXPORT_QUOTE_STYLES,
  EXPORT_THOUSAND_SEPARATORS,
} from '@connect/shared';
import {
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { MultiSelect, Select } from '../../../ui/select.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { ColumnEditor } from './column-editor.tsx';
import {
  compareDraft,
  draftErrors,
  draftFromExport,
  draftVariables,
  type ExportDraft,
  emptyDraft,
} from './export-draft.ts';
import { type FileExport, type InitialData, useFileExportMutations } from './exports-api.ts';
import { accountsUnder, billingGroupsUnder } from './filter-choices.ts';
import { PayrollPresetFields, PresetSelect } from './payroll-preset-fields.tsx';

const SEPARATOR_LABEL: Record<string, string> = { '': 'none', ' ': 'space', ',': 'comma', '.': 'point' };

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

/**
 * The export definition: name, then Users (filters), Content (columns), Format and Sending (000 §2). Create or
 * Save is enabled only when the draft is valid and differs from the saved one (000 §4); errors of a field show
 * once it has been left.
 */
export function ExportForm({
  accountId,
  initial,
  saved,
  onDone,
  onDirtyChange,
}: {
  accountId: number;
  initial: InitialData | undefined;
  /** The export being edited; none for a new one. */
  saved: FileExport | null;
  onDone: () => void;
  /** Told whether the form holds unsaved edits, so the drawer asks before closing over them. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { accounts } = useAccountSelection();
  const start = useMemo(() => (saved ? draftFromExport(saved) : emptyDraft()), [saved]);
  const { draft, set: setDraft, dirty, reset } = useDraft(start, { compareBy: compareDraft });
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { create, update } = useFileExportMutations();

  const errors = draftErrors(draft);
  const touch = (field: string) => setTouched((s) => new Set(s).add(field));
  const errorOf = (field: string, always = false) =>
    errors[field] && (always || touched.has(field)) ? t(`exports.errors.${errors[field]}`) : undefined;
  const set = <K extends keyof ExportDraft>(key: K, value: ExportDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const accountChoices = accountsUnder(accounts, accountId);
  const groupChoices = billingGroupsUnder(accounts, accountId, draft.filterAccountIds);
  const columnErrors = Object.fromEntries(
    Object.entries(errors).filter(([path]) => {
      const index = /^columns\.(\d+)\.name$/.exec(path)?.[1];
      return index === undefined
        ? path === 'columns'
        : touched.has(`column:${draft.columns[Number(index)]?.key}`);
    }),
  );
  const excel = draft.fileFormat === 'excel';
  // A payroll preset fixes the columns and the format: their sections are for the free-form file only.
  const free = draft.preset === 'free';
  const saving = create.isPending || update.isPending;

  const submit = () => {
    const variables = draftVariables(draft);
    if (saved) {
      update.mutate(
        { ...variables, ID: saved.ID, accountID: accountId, version: saved.version },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('exports.form.saved') });
            onDone();
          },
        },
      );
    } else {
      create.mutate(
        { ...variables, accountID: accountId },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('exports.form.created') });
            reset();
            setTouched(new Set());
            onDone();
          },
        },
      );
    }
  };

  return (
    <Stack gap="md" data-testid="export-form">
      <TextInput
        label={t('exports.form.name')}
        placeholder={t('exports.form.namePlaceholder')}
        value={draft.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        onBlur={() => touch('description')}
        error={errorOf('description')}
        withAsterisk
      />

      <Section legend={t('exports.form.users')}>
        <MultiSelect
          label={t('exports.form.accounts')}
          description={t('exports.form.accountsHint')}
          placeholder={draft.filterAccountIds.length ? undefined : t('exports.form.allAccounts')}
          data={accountChoices.map((a) => ({ value: String(a.ID), label: a.name }))}
          value={draft.filterAccountIds.map(String)}
          onChange={(values) => {
            const ids = values.map(Number);
            const allowed = new Set(billingGroupsUnder(accounts, accountId, ids).map((g) => g.ID));
            setDraft((d) => ({
              ...d,
              filterAccountIds: ids,
              filterBillingGroupIds: d.filterBillingGroupIds.filter((id) => allowed.has(id)),
            }));
          }}
          clearable
        />
        <MultiSelect
          label={t('exports.form.billingGroups')}
          description={t('exports.form.billingGroupsHint')}
          placeholder={draft.filterBillingGroupIds.length ? undefined : t('exports.form.allBillingGroups')}
          data={groupChoices.map((g) => ({ value: String(g.ID), label: `${g.name} (${g.accountName})` }))}
          value={draft.filterBillingGroupIds.map(String)}
          onChange={(values) => set('filterBillingGroupIds', values.map(Number))}
          clearable
          searchable
        />
        <Select
          label={t('exports.form.paymentProfile')}
          placeholder={t('exports.form.allProfiles')}
          data={(initial?.paymentProfiles ?? []).map((p) => ({ value: String(p.ID), label: p.description }))}
          value={draft.filterPaymentProfileId === null ? null : String(draft.filterPaymentProfileId)}
          onChange={(v) => set('filterPaymentProfileId', v ? Number(v) : null)}
          clearable
        />
        <Switch
          label={t('exports.form.showAllUsers')}
          description={t('exports.form.showAllUsersHint')}
          checked={draft.showAllUsers}
          onChange={(e) => set('showAllUsers', e.currentTarget.checked)}
        />
      </Section>

      <Section legend={t('exports.preset.legend')}>
        <PresetSelect draft={draft} onChange={(preset) => set('preset', preset)} />
        <PayrollPresetFields draft={draft} set={set} errorOf={errorOf} touch={touch} />
      </Section>

      {free && (
        <Section legend={t('exports.form.content')}>
          <ColumnEditor
            columns={draft.columns}
            initial={initial}
            errors={columnErrors}
            onChange={(columns) => set('columns', columns)}
            onTouched={(key) => touch(`column:${key}`)}
          />
        </Section>
      )}

      {free && (
        <Section legend={t('exports.form.format')}>
          <SegmentedControl
            aria-label={t('exports.format.fileFormat')}
            data={[
              { value: 'csv', label: t('exports.format.csv') },
              { value: 'excel', label: t('exports.format.excel') },
            ]}
            value={draft.fileFormat}
            onChange={(v) => set('fileFormat', v as ExportDraft['fileFormat'])}
          />
          {excel && (
            <Text size="sm" c="dimmed">
              {t('exports.format.excelHint')}
            </Text>
          )}
          <Group grow align="flex-start">
            <Select
              label={t('exports.format.separator')}
              data={[
                { value: ';', label: t('exports.format.semicolon') },
                { value: ',', label: t('exports.format.comma') },
              ]}
              value={draft.separator}
              onChange={(v) => v && set('separator', v as ExportDraft['separator'])}
              allowDeselect={false}
              disabled={excel}
            />
            <Select
              label={t('exports.format.quoteStyle')}
              data={EXPORT_QUOTE_STYLES.map((q) => ({ value: q, label: t(`exports.format.quote.${q}`) }))}
              value={draft.quoteStyle}
              onChange={(v) => v && set('quoteStyle', v as ExportDraft['quoteStyle'])}
              allowDeselect={false}
              disabled={excel}
              error={excel ? undefined : errorOf('quoteStyle', true)}
            />
          </Group>
          <Select
            label={t('exports.format.encoding')}
            data={EXPORT_ENCODINGS.map((e) => ({ value: e, label: t(`exports.format.encodings.${e}`) }))}
            value={draft.encoding}
            onChange={(v) => v && set('encoding', v as ExportDraft['encoding'])}
            allowDeselect={false}
            disabled={excel}
          />
          <Group grow align="flex-start">
            <Select
              label={t('exports.format.decimalSeparator')}
              data={EXPORT_DECIMAL_SEPARATORS.map((s) => ({
                value: s,
                label: t(`exports.format.separators.${SEPARATOR_LABEL[s]}`),
              }))}
              value={draft.decimalSeparator}
              onChange={(v) => v && set('decimalSeparator', v as ExportDraft['decimalSeparator'])}
              allowDeselect={false}
              disabled={excel}
            />
            <Select
              label={t('exports.format.thousandSeparator')}
              data={EXPORT_THOUSAND_SEPARATORS.map((s) => ({
                value: s,
                label: t(`exports.format.separators.${SEPARATOR_LABEL[s]}`),
              }))}
              value={draft.thousandSeparator}
              onChange={(v) => v !== null && set('thousandSeparator', v as ExportDraft['thousandSeparator'])}
              allowDeselect={false}
              disabled={excel}
              error={excel ? undefined : errorOf('thousandSeparator', true)}
            />
          </Group>
          <Select
            label={t('exports.format.amountSign')}
            data={[
              { value: '', label: t('exports.format.sign.positive') },
              { value: '-', label: t('exports.format.sign.negative') },
            ]}
            value={draft.amountSign}
            onChange={(v) => v !== null && set('amountSign', v as ExportDraft['amountSign'])}
            allowDeselect={false}
          />
          <Switch
            label={t('exports.format.useHeader')}
            checked={draft.useHeader}
            onChange={(e) => set('useHeader', e.currentTarget.checked)}
          />
        </Section>
      )}

      <Section legend={t('exports.form.sending')}>
        <Switch
          label={t('exports.sending.useAutoSend')}
          description={t('exports.sending.useAutoSendHint')}
          checked={draft.useAutoSend}
          onChange={(e) => set('useAutoSend', e.currentTarget.checked)}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('exports.sending.day')}
            description={t('exports.sending.dayHint')}
            min={1}
            max={31}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={draft.autoSendDay}
            onChange={(v) => set('autoSendDay', typeof v === 'number' ? v : Number(v) || 0)}
            onBlur={() => touch('autoSendDay')}
            error={errorOf('autoSendDay')}
          />
          <TextInput
            label={t('exports.sending.email')}
            type="email"
            value={draft.autoSendToEmail}
            onChange={(e) => set('autoSendToEmail', e.currentTarget.value)}
            onBlur={() => touch('autoSendToEmail')}
            error={errorOf('autoSendToEmail')}
          />
        </Group>
      </Section>

      {/* Shown on a clean form too: Cancel on an edited export goes back to the list. */}
      <SaveBar
        always
        dirty={dirty}
        saving={saving}
        canSave={Object.keys(errors).length === 0}
        onSave={submit}
        onCancel={() => {
          reset();
          setTouched(new Set());
          if (saved) onDone();
        }}
        saveLabel={saved ? t('exports.form.save') : t('exports.form.create')}
        cancelLabel={t('exports.form.cancel')}
      />
    </Stack>
  );
}
