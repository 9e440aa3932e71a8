import { formatNok, formatPercent, kronerToOre } from '@connect/shared';
import { Card, Group, Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useDashboardSummary } from './dashboard-api.ts';
import { percentChange, workShare } from './dashboard-figures.ts';

const nok = (kroner: number) => formatNok(kronerToOre(kroner));

function Change({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const change = percentChange(current, previous);
  if (change === null) return null;
  const up = change >= 0;
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={4} c={up ? 'red.9' : 'teal.9'} wrap="nowrap">
      <Icon size={16} />
      <Text size="sm" span>
        {t('dashboard.figures.change', { change: formatPercent(change), previous: nok(previous) })}
      </Text>
    </Group>
  );
}

function FigureCard({
  testId,
  label,
  children,
}: {
  testId: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Card>
  );
}

/** This month's total cost, deductions and work/private split, each against last month. */
export function MonthFigures({ scope }: { scope: AccountScope | null }) {
  const { t } = useTranslation();
  const { data } = useDashboardSummary(scope);
  if (!data)
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Skeleton h={96} />
        <Skeleton h={96} />
        <Skeleton h={96} />
      </SimpleGrid>
    );
  const { current, previous } = data;
  const share = workShare(current.work, current.private);
  const privateShare = current.work + current.private > 0 ? 100 - share : 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <FigureCard testId="figure-total-cost" label={t('dashboard.figures.totalCost')}>
        <Text fz={24} fw={600} data-testid="figure-total-cost-value">
          {nok(current.totalCost)}
        </Text>
        <Change current={current.totalCost} previous={previous.totalCost} />
      </FigureCard>
      <FigureCard testId="figure-deducted" label={t('dashboard.figures.deducted')}>
        <Text fz={24} fw={600} data-testid="figure-deducted-value">
          {nok(current.deducted)}
        </Text>
        <Change current={current.deducted} previous={previous.deducted} />
      </FigureCard>
      <FigureCard testId="figure-split" label={t('dashboard.figures.split')}>
        <Group justify="space-between" mt={4}>
          <Text size="sm">
            {t('dashboard.figures.work')}: <b>{nok(current.work)}</b>
          </Text>
          <Text size="sm">
            {t('dashboard.figures.private')}: <b>{nok(current.private)}</b>
          </Text>
        </Group>
        <Progress.Root size="lg" mt="xs">
          <Progress.Section
            value={share}
            color="blue"
            aria-label={t('dashboard.figures.workShare', { share: formatPercent(share) })}
          />
          <Progress.Section
            value={privateShare}
            color="orange"
            aria-label={t('dashboard.figures.privateShare', { share: formatPercent(privateShare) })}
          />
        </Progress.Root>
        <Text size="xs" c="dimmed" mt={4}>
          {t('dashboard.figures.splitPrevious', {
            work: nok(previous.work),
            private: nok(previous.private),
          })}
        </Text>
      </FigureCard>
    </SimpleGrid>
  );
}
