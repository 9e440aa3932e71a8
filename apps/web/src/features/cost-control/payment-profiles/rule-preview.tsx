import { formatNok, formatPhone, kronerToOre } from '@connect/shared';
import { Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { type DateRange, presetRange } from '../../../ui/date-range.ts';
import { DateRangePicker } from '../../../ui/date-range-picker.tsx';
import { Select } from '../../../ui/select.tsx';
import { useCategoryGroupName } from './category-group-name.ts';
import { memberName } from './member-name.ts';
import { type ProfileDraft, rulesInput, settingsInput } from './profile-draft.ts';
import { useMembers, useRulePreview } from './profiles-api.ts';

const nok = (value: number) => formatNok(kronerToOre(value));

/** The preview's figures: the label's key, the answer's field, the test id. */
const FIGURES = [
  {
    label: 'payment-profiles.preview.totalPeriod',
    field: 'totalAmountPeriod',
    testId: 'preview-total-period',
  },
  { label: 'payment-profiles.preview.totalYtd', field: 'totalAmountYTD', testId: 'preview-total-ytd' },
  { label: 'payment-profiles.preview.covered', field: 'coveredAmountPeriod', testId: 'preview-covered' },
  { label: 'payment-profiles.preview.deducted', field: 'deductedAmountPeriod', testId: 'preview-deducted' },
  {
    label: 'payment-profiles.preview.deductedYtd',
    field: 'deductedAmountYTD',
    testId: 'preview-deducted-ytd',
  },
] as const;

/**
 * 000 §2 Rules tab preview: one member's period and year-to-date under the rules on the screen, before they are
 * saved. The period defaults to last month, a whole month of usage.
 */
export function RulePreview({
  accountId,
  profileId,
  draft,
}: {
  accountId: number;
  profileId: number;
  draft: ProfileDraft;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  const members = useMembers(accountId, profileId);
  const [subscriptionId, setSubscriptionId] = useState<number | null>(null);
  // A change applies from the current month on (past months keep their rules), so the preview starts there.
  const [range, setRange] = useState<DateRange>(() => presetRange('thisMonth'));
  const chosen = subscriptionId ?? members.data?.[0]?.subscriptionID ?? null;
  const rules = rulesInput(draft);
  const preview = useRulePreview(
    chosen !== null && rules
      ? {
          accountID: accountId,
          subscriptionID: chosen,
          fromDate: range.from,
          toDate: range.to,
          profileID: profileId,
          rules,
          settings: settingsInput(draft.settings),
        }
      : null,
  );
  const p = preview.data;

  return (
    <Card withBorder data-testid="rule-preview">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {t('payment-profiles.preview.title')}
          </Title>
          <Group gap="sm">
            <Select
              aria-label={t('payment-profiles.preview.member')}
              placeholder={t('payment-profiles.preview.member')}
              searchable
              data={(members.data ?? []).map((m) => ({
                value: String(m.subscriptionID),
                label: `${memberName(m, t('payment-profiles.members.anonymous'))} (${formatPhone(m.phoneNumber)})`,
              }))}
              value={chosen === null ? null : String(chosen)}
              onChange={(v) => v && setSubscriptionId(Number(v))}
              allowDeselect={false}
              nothingFoundMessage={t('payment-profiles.preview.noMembers')}
              w={280}
            />
            <DateRangePicker value={range} onChange={setRange} label={t('payment-profiles.preview.period')} />
          </Group>
        </Group>
        {chosen === null && !members.isLoading && (
          <Text c="dimmed" size="sm">
            {t('payment-profiles.preview.noMembers')}
          </Text>
        )}
        {!rules && (
          <Text c="red" size="sm">
            {t('payment-profiles.preview.fixLimits')}
          </Text>
        )}
        {preview.isFetching && !p && <Loader size="sm" />}
        {p && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              {FIGURES.map(({ label, field, testId }) => (
                <Stack key={testId} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(label)}
                  </Text>
                  <Text fw={600} data-testid={testId}>
                    {nok(p[field])}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payment-profiles.rules.costElements')}</Table.Th>
                  <Table.Th ta="right">{t('payment-profiles.preview.used')}</Table.Th>
                  <Table.Th ta="right">{t('payment-profiles.preview.covered')}</Table.Th>
                  <Table.Th ta="right">{t('payment-profiles.preview.deducted')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.categoryUsage.map((c) => (
                  <Table.Tr key={c.categoryGroupID}>
                    <Table.Td>{categoryName(c.categoryGroupKey, c.categoryGroupDescription)}</Table.Td>
                    <Table.Td ta="right">{nok(c.usageAmount)}</Table.Td>
                    <Table.Td ta="right">{nok(c.covers)}</Table.Td>
                    <Table.Td ta="right">{nok(c.deductedAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
