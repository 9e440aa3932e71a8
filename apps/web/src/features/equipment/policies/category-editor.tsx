import { formatNok, withVat } from '@connect/shared';
import type { BuyOutType } from '@connect/shared/equipment';
import {
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CeDefaultStandardBuyOutValuesQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { oreOf } from '../../../ui/amount-text.ts';
import { Autocomplete, Select } from '../../../ui/select.tsx';
import { type CategoryDraft, categoryProblems, TIER_KEYS, type TierKey } from './policy-draft.ts';

const TIME_PERIODS = ['0', '12', '24', '36', '48', '60'];

/** incl. VAT beside an excl. VAT amount being typed (× 1,25, to the øre). */
function IncVat({ text }: { text: string }) {
  const { t } = useTranslation();
  const ore = oreOf(text);
  return (
    <Text size="xs" c="dimmed">
      {ore === null ? '' : t('policies.category.incVat', { amount: formatNok(withVat(ore)) })}
    </Text>
  );
}

/** One category's rules (002 §2 Policy details tab): coverage, periods, the environmental bonus and buy-out. */
export function CategoryEditor({
  draft,
  defaults,
  onChange,
}: {
  draft: CategoryDraft;
  defaults: CeDefaultStandardBuyOutValuesQuery['ceDefaultStandardBuyOutValues'] | undefined;
  onChange: (next: CategoryDraft) => void;
}) {
  const { t } = useTranslation();
  const problems = categoryProblems(draft);
  const error = (field: string) => (problems[field] ? t(`policies.errors.${problems[field]}`) : undefined);
  const set = (patch: Partial<CategoryDraft>) => onChange({ ...draft, ...patch });
  const setTier = (key: TierKey, patch: Partial<CategoryDraft['tiers'][TierKey]>) =>
    set({ tiers: { ...draft.tiers, [key]: { ...draft.tiers[key], ...patch } } });
  const name = t(`policies.categories.${draft.name}`);
  const withBonus = (oreOf(draft.covers) ?? 0) + (oreOf(draft.environmentalBonus) ?? 0);

  return (
    <Card withBorder padding="sm" data-testid={`category-${draft.name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Switch
            label={t('policies.category.active')}
            checked={draft.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
          />
        </Group>
        {draft.active && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <div>
                <AmountInput
                  label={t('policies.category.covers')}
                  value={draft.covers}
                  onChange={(covers) => set({ covers })}
                  error={error('covers')}
                />
                <IncVat text={draft.covers} />
              </div>
              <Autocomplete
                label={t('policies.category.timePeriod')}
                description={t('policies.category.months')}
                data={TIME_PERIODS}
                value={draft.timePeriod}
                onChange={(v) => set({ timePeriod: v })}
                error={error('timePeriod')}
                inputMode="numeric"
              />
              <NumberInput
                label={t('policies.category.fullCoverage')}
                description={t('policies.category.monthsFromOne')}
                value={draft.fullCoverage}
                onChange={(v) => set({ fullCoverage: String(v) })}
                min={1}
                max={120}
                clampBehavior="none"
                allowDecimal={false}
                error={error('fullCoverage')}
              />
              <div>
                <AmountInput
                  label={t('policies.category.environmentalBonus')}
                  value={draft.environmentalBonus}
                  onChange={(environmentalBonus) => set({ environmentalBonus })}
                  error={error('environmentalBonus')}
                />
                <IncVat text={draft.environmentalBonus} />
              </div>
              <NumberInput
                label={t('policies.category.bonusPeriod')}
                description={t('policies.category.months')}
                value={draft.envBonusTimePeriod}
                onChange={(v) => set({ envBonusTimePeriod: String(v) })}
                min={0}
                max={120}
                clampBehavior="none"
                allowDecimal={false}
                error={error('envBonusTimePeriod')}
              />
              <div>
                <Text size="sm" fw={500}>
                  {t('policies.category.withBonus')}
                </Text>
                <Text size="sm" data-testid="with-bonus">
                  {formatNok(withBonus)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('policies.category.incVat', { amount: formatNok(withVat(withBonus)) })}
                </Text>
              </div>
            </SimpleGrid>
            <Group gap="sm" align="center">
              <Text size="sm" fw={500}>
                {t('policies.category.buyOut')}
              </Text>
              <SegmentedControl
                size="xs"
                value={draft.buyOut}
                onChange={(v) => set({ buyOut: v as CategoryDraft['buyOut'] })}
                data={[
                  { value: 'standard', label: t('policies.category.standard') },
                  { value: 'custom', label: t('policies.category.custom') },
                ]}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {TIER_KEYS.map((key) =>
                draft.buyOut === 'standard' ? (
                  <div key={key}>
                    <Text size="sm" fw={500}>
                      {t(`policies.tiers.${key}`)}
                    </Text>
                    <Text size="sm">
                      {defaults
                        ? defaults[`${key}Type`] === 'percent'
                          ? `${String(defaults[key]).replace('.', ',')} %`
                          : formatNok(Math.round(defaults[key] * 100))
                        : ''}
                    </Text>
                  </div>
                ) : (
                  <Group key={key} gap={4} align="flex-end" wrap="nowrap">
                    <TextInput
                      label={t(`policies.tiers.${key}`)}
                      value={draft.tiers[key].value}
                      onChange={(e) => setTier(key, { value: e.currentTarget.value })}
                      error={error(key)}
                      style={{ flex: 1 }}
                      inputMode="decimal"
                    />
                    <Select
                      aria-label={t('policies.tiers.typeOf', { tier: t(`policies.tiers.${key}`) })}
                      w={80}
                      value={draft.tiers[key].type}
                      allowDeselect={false}
                      onChange={(v) => v && setTier(key, { type: v as BuyOutType })}
                      data={[
                        { value: 'percent', label: '%' },
                        { value: 'amount', label: 'kr' },
                      ]}
                    />
                  </Group>
                ),
              )}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Card>
  );
}
