import {
  BILLING_PERIODS,
  ekBenefitRate,
  formatAmount,
  formatNok,
  kronerToOre,
  osloDate,
  SMS_PAYMENT_MODES,
} from '@connect/shared';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { Select } from '../../../ui/select.tsx';
import {
  availability,
  DUE_DAYS,
  type ProfileDraft,
  reportsCategories,
  reportsContent,
  type SettingsDraft,
  setReporting,
  updateSettings,
} from './profile-draft.ts';
import { type CategoryGroup, useSmsPrices } from './profiles-api.ts';

/**
 * The Settings tab (and the wizard's first step): every setting of the profile with the enable rules of 000 §5.
 * `saved` is false in the creation wizard, where content-service reporting cannot be set yet.
 */
/** The limit alert's share in steps of 5 % (10–95 %), and a stored share between the steps as it is. */
function limitAlertShares(current: number) {
  const steps = Array.from({ length: 18 }, (_, i) => 10 + i * 5);
  const shares = steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
  return shares.map((p) => ({ value: String(p), label: `${p} %` }));
}

export function SettingsForm({
  draft,
  catalogue,
  senders,
  saved,
  onChange,
}: {
  draft: ProfileDraft;
  catalogue: CategoryGroup[];
  senders: string[];
  saved: boolean;
  onChange: (next: ProfileDraft) => void;
}) {
  const { t } = useTranslation();
  const prices = useSmsPrices();
  const s = draft.settings;
  const can = availability(draft, saved);
  const set = (patch: Partial<SettingsDraft>) => onChange(updateSettings(draft, patch));
  // The name's error shows once the field has been left, not on a fresh form.
  const [touched, setTouched] = useState(false);
  const nameMissing = touched && s.description.trim() === '';

  return (
    <Stack gap="lg" data-testid="profile-settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('payment-profiles.settings.description')}
          required
          value={s.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          onBlur={() => setTouched(true)}
          error={nameMissing ? t('payment-profiles.settings.descriptionRequired') : undefined}
          maxLength={100}
        />
        <Select
          label={t('payment-profiles.settings.billingPeriod')}
          data={BILLING_PERIODS.map((v) => ({
            value: v,
            label: t(`payment-profiles.settings.billingPeriods.${v}`),
          }))}
          value={s.billingPeriod}
          onChange={(v) => v && set({ billingPeriod: v as SettingsDraft['billingPeriod'] })}
          allowDeselect={false}
        />
      </SimpleGrid>

      <Fieldset legend={t('payment-profiles.settings.smsReport')}>
        <Stack gap="sm">
          <Switch
            label={t('payment-profiles.settings.sendSMSReport')}
            checked={s.sendSMSReport}
            onChange={(e) => set({ sendSMSReport: e.currentTarget.checked })}
          />
          <Textarea
            label={t('payment-profiles.settings.smsReportText')}
            description={t('payment-profiles.settings.smsReportTextHint')}
            value={s.smsReportText}
            onChange={(e) => set({ smsReportText: e.currentTarget.value })}
            disabled={!s.sendSMSReport}
            autosize
            minRows={2}
            maxLength={300}
          />
          <Select
            label={t('payment-profiles.settings.smsSender')}
            placeholder={t('payment-profiles.settings.smsSenderDefault')}
            data={senders}
            value={s.smsSender}
            onChange={(v) => set({ smsSender: v })}
            disabled={!can.smsSender}
            clearable
          />
          {prices.data && (
            <Text size="sm" c="dimmed" data-testid="sms-price-note">
              {t('payment-profiles.settings.smsPrice', {
                norwegian: formatAmount(kronerToOre(prices.data.norwegian)),
                international: formatAmount(kronerToOre(prices.data.international)),
                characters: prices.data.charactersPerSms,
              })}
            </Text>
          )}
          <Switch
            label={t('payment-profiles.settings.sendWelcomeSMS')}
            checked={s.sendWelcomeSMS}
            onChange={(e) => set({ sendWelcomeSMS: e.currentTarget.checked })}
          />
          <Switch
            label={t('payment-profiles.settings.sendLimitAlertSMS')}
            description={t('payment-profiles.settings.sendLimitAlertSMSHint')}
            checked={s.sendLimitAlertSMS}
            onChange={(e) => set({ sendLimitAlertSMS: e.currentTarget.checked })}
          />
          <Select
            label={t('payment-profiles.settings.limitAlertPercent')}
            data={limitAlertShares(s.limitAlertPercent)}
            value={String(s.limitAlertPercent)}
            onChange={(v) => v && set({ limitAlertPercent: Number(v) })}
            allowDeselect={false}
            disabled={!s.sendLimitAlertSMS}
            maw={320}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('payment-profiles.settings.reporting')}>
        <Stack gap="sm">
          <Radio.Group
            label={t('payment-profiles.settings.defaultReportMode')}
            description={t('payment-profiles.settings.defaultReportModeHint')}
            value={s.defaultReportMode}
            onChange={(v) => set({ defaultReportMode: v as SettingsDraft['defaultReportMode'] })}
          >
            <Group mt="xs">
              <Radio value="work" label={t('payment-profiles.reportMode.work')} />
              <Radio value="private" label={t('payment-profiles.reportMode.private')} />
            </Group>
          </Radio.Group>
          <Switch
            label={t('payment-profiles.settings.reportCategories')}
            checked={reportsCategories(draft, catalogue)}
            onChange={(e) => onChange(setReporting(draft, catalogue, 'categories', e.currentTarget.checked))}
            disabled={!can.reporting}
          />
          <Switch
            label={t('payment-profiles.settings.reportGenericTraffic')}
            checked={s.reportGenericTraffic}
            onChange={(e) => set({ reportGenericTraffic: e.currentTarget.checked })}
            disabled={!can.reporting}
          />
          <Switch
            label={t('payment-profiles.settings.reportContentServices')}
            description={saved ? undefined : t('payment-profiles.settings.onlyAfterCreate')}
            checked={reportsContent(draft, catalogue)}
            onChange={(e) => onChange(setReporting(draft, catalogue, 'content', e.currentTarget.checked))}
            disabled={!can.contentReporting}
          />
          <Switch
            label={t('payment-profiles.settings.mandatoryComment')}
            description={t('payment-profiles.settings.mandatoryCommentHint')}
            checked={s.mandatoryCommentInReport}
            onChange={(e) => set({ mandatoryCommentInReport: e.currentTarget.checked })}
            disabled={!can.mandatoryComment}
          />
          <Select
            label={t('payment-profiles.settings.dueDateDay')}
            description={t('payment-profiles.settings.dueDateDayHint')}
            data={DUE_DAYS.map((d) => String(d))}
            value={String(s.dueDateDay)}
            onChange={(v) => v && set({ dueDateDay: Number(v) })}
            allowDeselect={false}
            maw={320}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('payment-profiles.settings.contentServices')}>
        <Stack gap="sm">
          <Switch
            label={t('payment-profiles.settings.automaticApproval')}
            checked={s.automaticApproval}
            onChange={(e) => set({ automaticApproval: e.currentTarget.checked })}
          />
          <Select
            label={t('payment-profiles.settings.smsPaymentMode')}
            description={t('payment-profiles.settings.smsPaymentModeHint')}
            data={SMS_PAYMENT_MODES.map((v) => ({
              value: v,
              label: t(`payment-profiles.settings.smsPaymentModes.${v}`),
            }))}
            value={s.smsPaymentMode}
            onChange={(v) => v && set({ smsPaymentMode: v as SettingsDraft['smsPaymentMode'] })}
            allowDeselect={false}
            maw={420}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('payment-profiles.settings.taxableBenefits')}>
        <Switch
          label={t('payment-profiles.settings.ekBenefit')}
          description={t('payment-profiles.settings.ekBenefitHint', {
            amount: formatNok(ekBenefitRate(Number(osloDate().slice(0, 4))).monthlyOre),
          })}
          checked={s.ekBenefit}
          onChange={(e) => set({ ekBenefit: e.currentTarget.checked })}
          data-testid="ek-benefit"
        />
      </Fieldset>
    </Stack>
  );
}
