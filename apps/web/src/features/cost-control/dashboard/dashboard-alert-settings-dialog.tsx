import { type DashboardAlertSettingsField, dashboardAlertSettingsProblems } from '@connect/shared';
import { Button, Group, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { amountTextOf, kronerOf, oreOf } from '../../../ui/amount-text.ts';
import { type DashboardAlertSettings, useUpdateDashboardAlertSettings } from './dashboard-alerts-api.ts';

const asNumber = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

/**
 * The customer's alert thresholds (issue 33 §3): the factor above the usual month, its minimum amount, the days a
 * discovered device may wait, and whether the digest is sent. Checked here as the server checks them; a save over
 * someone else's answers CONFLICT. The caller's language becomes their digest's.
 */
export function DashboardAlertSettingsDialog({
  accountId,
  settings,
  onClose,
}: {
  accountId: number;
  settings: DashboardAlertSettings;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateDashboardAlertSettings();
  const [factor, setFactor] = useState<number>(settings.usualFactor);
  const [minIncrease, setMinIncrease] = useState(amountTextOf(settings.minIncrease));
  const [days, setDays] = useState<number>(settings.unallocatedDays);
  const [sendDigest, setSendDigest] = useState(settings.sendDigest);
  const [serverProblems, setServerProblems] = useState<DashboardAlertSettingsField[]>([]);
  const values = {
    usualFactorPercent: Math.round(factor * 100),
    minIncreaseOre: oreOf(minIncrease) ?? Number.NaN,
    unallocatedDays: days,
  };
  const problems = new Set([...dashboardAlertSettingsProblems(values), ...serverProblems]);
  const error = (field: DashboardAlertSettingsField) =>
    problems.has(field) ? t(`dashboard.alerts.dialog.errors.${field}`) : null;

  const save = async () => {
    try {
      await update.mutateAsync({
        accountID: accountId,
        version: settings.version,
        usualFactor: factor,
        minIncrease: kronerOf(minIncrease) ?? Number.NaN,
        unallocatedDays: days,
        sendDigest,
        language: i18n.language === 'en' ? 'en' : 'no',
      });
      notifications.show({ color: 'green', message: t('dashboard.alerts.dialog.saved') });
      onClose();
    } catch (e) {
      const code = e instanceof GraphqlRequestError ? e.code : undefined;
      const fields = e instanceof GraphqlRequestError ? e.errors[0]?.extensions?.details?.fields : undefined;
      if (code === 'BAD_USER_INPUT' && Array.isArray(fields)) {
        setServerProblems(fields as DashboardAlertSettingsField[]);
        return;
      }
      notifications.show({
        color: 'red',
        message: t(`dashboard.alerts.dialog.${code === 'CONFLICT' ? 'conflict' : 'failed'}`),
      });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dashboard.alerts.dialog.title')}
      data-testid="alert-settings-dialog"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('dashboard.alerts.dialog.intro')}
        </Text>
        <NumberInput
          label={t('dashboard.alerts.dialog.factor')}
          description={t('dashboard.alerts.dialog.factorHint')}
          value={factor}
          onChange={(v) => {
            setFactor(asNumber(v));
            setServerProblems([]);
          }}
          decimalScale={1}
          decimalSeparator={i18n.language === 'en' ? '.' : ','}
          step={0.5}
          min={1.5}
          max={20}
          clampBehavior="none"
          error={error('usualFactorPercent')}
          data-testid="alert-factor"
        />
        <AmountInput
          label={t('dashboard.alerts.dialog.minIncrease')}
          description={t('dashboard.alerts.dialog.minIncreaseHint')}
          value={minIncrease}
          onChange={(v) => {
            setMinIncrease(v);
            setServerProblems([]);
          }}
          error={error('minIncreaseOre') ?? undefined}
        />
        <NumberInput
          label={t('dashboard.alerts.dialog.days')}
          value={days}
          onChange={(v) => {
            setDays(asNumber(v));
            setServerProblems([]);
          }}
          allowDecimal={false}
          min={1}
          max={90}
          clampBehavior="none"
          error={error('unallocatedDays')}
          data-testid="alert-days"
        />
        <Switch
          label={t('dashboard.alerts.dialog.sendDigest')}
          checked={sendDigest}
          onChange={(e) => setSendDigest(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dashboard.alerts.dialog.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={update.isPending}
            disabled={problems.size > 0}
            data-testid="alert-settings-save"
          >
            {t('dashboard.alerts.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
