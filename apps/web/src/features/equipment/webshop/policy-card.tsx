import { formatNok, formatPercent, kronerToOre } from '@connect/shared';
import { signedWithVat } from '@connect/shared/equipment';
import { Card, Group, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconBox,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconHeadphones,
  IconPlug,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { MyPolicyQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { amountTextOf, isAmountTextOk, oreOf } from '../../../ui/amount-text.ts';
import { formatMonthYear } from '../../../ui/month-year.ts';

export type PolicyCategory = MyPolicyQuery['userPolicyCategoryDetails'][number];

const ICONS = {
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  computer: IconDeviceLaptop,
  headset: IconHeadphones,
  accessory: IconPlug,
  other: IconBox,
} as const;
function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Kroner as the server sends them → "1 234,50 kr". */
const nok = (kroner: number) => formatNok(kronerToOre(kroner));

/**
 * One category of 002 §2 My equipment policy, every figure from the credit engine; dates as month and year. Every
 * amount is incl. VAT, as the spec has company covers, so credit and covers compare. The company's policy part
 * opens and closes with the section above; an admin corrects the credit in place, excl. VAT as corrections are
 * (Enter or leaving the field commits).
 */
export function PolicyCard({
  category: c,
  companyPolicyOpen,
  onCorrect,
}: {
  category: PolicyCategory;
  companyPolicyOpen: boolean;
  onCorrect: ((amountKroner: number) => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[c.name as keyof typeof ICONS] ?? IconBox;
  const month = (date: string | null | undefined) => (date ? formatMonthYear(date, i18n.language) : '–');
  const [credit, setCredit] = useState<string | null>(null);
  const commit = () => {
    if (credit === null || !onCorrect) return;
    const next = oreOf(credit, { negative: true });
    // Text it cannot read stays, with its error, rather than being thrown away.
    if (next === null && credit.trim() !== '') return;
    setCredit(null);
    if (next !== null && next !== kronerToOre(c.currentPolicyCategoryCredit))
      onCorrect((next - kronerToOre(c.currentPolicyCategoryCredit)) / 100);
  };
  const tiers = c.buyOutTiers;
  const tier = (value: number, type: string) =>
    type === 'percent' ? formatPercent(value, 2) : formatNok(signedWithVat(kronerToOre(value)));

  return (
    <Card withBorder padding="md" data-testid={`policy-card-${c.name}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Icon size={22} aria-hidden />
          <Title order={3} size="h5">
            {t(`policies.categories.${c.name}`)}
          </Title>
        </Group>
        {companyPolicyOpen && (
          <SimpleGrid cols={2} spacing="xs" data-testid="company-policy">
            <Figure label={t('webshop.policy.covers')} value={nok(c.companyCoversIncVat)} testId="covers" />
            <Figure
              label={t('webshop.policy.timePeriod')}
              value={t('webshop.policy.months', { count: c.timePeriod })}
            />
            <Figure
              label={t('webshop.policy.fullCoverage')}
              value={t('webshop.policy.months', { count: c.fullCoverage })}
            />
            <Figure
              label={t('webshop.policy.buyOut')}
              value={[
                `${t('policies.tiers.buyOutT12')} ${tier(tiers.buyOutT12, tiers.buyOutT12Type)}`,
                `${t('policies.tiers.buyOut12T24')} ${tier(tiers.buyOut12T24, tiers.buyOut12T24Type)}`,
                `${t('policies.tiers.buyOut24T36')} ${tier(tiers.buyOut24T36, tiers.buyOut24T36Type)}`,
                `${t('policies.tiers.buyOut36P')} ${tier(tiers.buyOut36P, tiers.buyOut36PType)}`,
              ].join(' · ')}
            />
          </SimpleGrid>
        )}
        <Figure
          label={t('webshop.policy.credit')}
          value={nok(c.currentPolicyCategoryCreditIncVat)}
          testId="current-credit"
        />
        {onCorrect && (
          <TextInput
            label={t('webshop.policy.correct')}
            value={credit ?? amountTextOf(c.currentPolicyCategoryCredit)}
            onChange={(e) => setCredit(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            error={
              credit !== null && !isAmountTextOk(credit, { negative: true })
                ? t('policies.errors.amount')
                : undefined
            }
            rightSection={<Text size="xs">kr</Text>}
            data-testid="credit-input"
          />
        )}
        <Progress value={c.creditReachedPercentage} aria-label={t('webshop.policy.reached')} />
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={t('webshop.policy.reached')} value={formatPercent(c.creditReachedPercentage, 0)} />
          <Figure label={t('webshop.policy.monthly')} value={nok(c.monthlyIncreaseIncVat)} />
          <Figure
            label={t('webshop.policy.availableNow')}
            value={nok(c.creditAvailableNowIncVat)}
            testId="available-now"
          />
          <Figure
            label={t('webshop.policy.lastPurchase')}
            value={month(c.lastPurchaseDate)}
            testId="last-purchase"
          />
          <Figure label={t('webshop.policy.eligible')} value={month(c.newDeviceEligibilityStartDate)} />
          <Figure label={t('webshop.policy.fullyReached')} value={month(c.creditLimitFullyReachedDate)} />
          <Figure label={t('webshop.policy.maxWithBonus')} value={nok(c.companyCoversWithEnvBonusIncVat)} />
          {c.environmentalBonus > 0 && (
            <Figure
              label={t('webshop.policy.bonus')}
              value={`${nok(c.environmentalBonusIncVat)} (${month(c.envBonusLimitReachDate)})`}
            />
          )}
          {c.currentDeviceName && (
            <Figure
              label={t('webshop.policy.buyOutNow', { device: c.currentDeviceName })}
              value={`${nok(c.buyoutPriceForCurrentDeviceIncVat ?? 0)} (${tier(
                c.buyoutValueForCurrentDevice ?? 0,
                c.buyoutTypeForCurrentDevice ?? 'percent',
              )})`}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
