import { formatDate, formatNok, formatPhone } from '@connect/shared';
import { Button, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { restDownload } from '../../../api/download.ts';
import type { OffboardingFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { isDateFieldOk } from '../../../ui/date-field-value.ts';
import { Select } from '../../../ui/select.tsx';
import { PersonPicker } from '../people/person-picker.tsx';
import type { DeviceChoice, SubscriptionChoice } from './offboarding-draft.ts';

type Subscription = OffboardingFieldsFragment['subscriptions'][number];
type Device = OffboardingFieldsFragment['devices'][number];

/** A subscription of the leaver: ended, or open with its decision (when the caller may decide it). */
export function SubscriptionRow({
  s,
  choice,
  canDecide,
  onChange,
}: {
  s: Subscription;
  choice: SubscriptionChoice | undefined;
  canDecide: boolean;
  onChange: (c: SubscriptionChoice) => void;
}) {
  const { t } = useTranslation();
  const label = formatPhone(s.phoneNumber);
  return (
    <Table.Tr data-testid={`leaver-subscription-${s.subscriptionID}`}>
      <Table.Td>
        <Text size="sm">{label}</Text>
        {s.paymentProfileName && (
          <Text size="xs" c="dimmed">
            {s.paymentProfileName}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {!choice ? (
          <Text size="sm">{t('leaving.offboarding.endedOn', { date: formatDate(s.endedOn) })}</Text>
        ) : (
          <Stack gap="xs">
            <Select
              aria-label={`${t('leaving.offboarding.decision')} ${label}`}
              disabled={!canDecide}
              allowDeselect={false}
              data={(['', 'keep', 'takeOver', 'end'] as const).map((v) => ({
                value: v,
                label: t(`leaving.offboarding.${v || 'undecided'}`),
              }))}
              value={choice.decision}
              onChange={(v) => onChange({ ...choice, decision: (v ?? '') as SubscriptionChoice['decision'] })}
            />
            {choice.decision === 'keep' && (
              <PersonPicker
                label={t('leaving.offboarding.newPerson')}
                value={choice.newPerson}
                onChange={(newPerson) => onChange({ ...choice, newPerson })}
              />
            )}
            {(choice.decision === 'takeOver' || choice.decision === 'end') && (
              <DateField
                label={t('leaving.offboarding.lastDay')}
                value={choice.lastDay}
                onChange={(lastDay) => onChange({ ...choice, lastDay })}
                error={
                  !choice.lastDay || !isDateFieldOk(choice.lastDay)
                    ? t('leaving.offboarding.invalidDate')
                    : undefined
                }
              />
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A device of the leaver: returned, bought out, or open with its quote as of the leaving date and its decision. */
export function DeviceRow({
  d,
  choice,
  canDecide,
  onChange,
}: {
  d: Device;
  choice: DeviceChoice | undefined;
  canDecide: boolean;
  onChange: (c: DeviceChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const quote = d.quote;
  const download = async () => {
    if (!quote) return;
    setDownloading(true);
    try {
      await restDownload(`devices/${d.deviceID}/buy-out-quote?accountID=${d.accountID}&date=${quote.asOf}`, {
        language: i18n.language,
        fallbackName: 'buy-out.pdf',
      });
    } catch {
      notifications.show({ color: 'red', message: t('policies.buyOut.failed') });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Table.Tr data-testid={`leaver-device-${d.deviceID}`}>
      <Table.Td>
        <Text size="sm">{d.description}</Text>
        {quote && (
          <Text size="xs" c="dimmed">
            {t('leaving.offboarding.quote', {
              date: formatDate(quote.asOf),
              amount: formatNok(quote.price),
              incVat: formatNok(quote.priceIncVat),
              months: quote.ageMonths,
            })}
            {quote.taxableBenefitIncVat
              ? ` · ${t('leaving.offboarding.benefit', { amount: formatNok(quote.taxableBenefitIncVat) })}`
              : ''}
          </Text>
        )}
        {d.quoteProblem && (
          <Text size="xs" c="dimmed">
            {t('leaving.offboarding.noQuote', { reason: d.quoteProblem })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {d.returnedAt ? (
          <Text size="sm">{t('leaving.offboarding.returnedOn', { date: formatDate(d.returnedAt) })}</Text>
        ) : d.purchasedAt ? (
          <Text size="sm">
            {t('leaving.offboarding.boughtOutOn', {
              date: formatDate(d.purchasedAt),
              amount: formatNok(d.purchasedCostPrice ?? 0),
            })}
          </Text>
        ) : (
          choice && (
            <Stack gap="xs">
              <Select
                aria-label={`${t('leaving.offboarding.decision')} ${d.description}`}
                disabled={!canDecide}
                allowDeselect={false}
                data={(['', 'returned', 'boughtOut'] as const)
                  .filter((v) => v !== 'boughtOut' || quote)
                  .map((v) => ({ value: v, label: t(`leaving.offboarding.${v || 'undecided'}`) }))}
                value={choice.decision}
                onChange={(v) => onChange({ ...choice, decision: (v ?? '') as DeviceChoice['decision'] })}
              />
              {choice.decision === 'returned' && (
                <DateField
                  label={t('leaving.offboarding.returnDate')}
                  value={choice.date}
                  onChange={(date) => onChange({ ...choice, date })}
                  error={isDateFieldOk(choice.date) ? undefined : t('leaving.offboarding.invalidDate')}
                />
              )}
              {quote && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  loading={downloading}
                  onClick={() => void download()}
                >
                  {t('leaving.offboarding.quotePdf')}
                </Button>
              )}
            </Stack>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}
