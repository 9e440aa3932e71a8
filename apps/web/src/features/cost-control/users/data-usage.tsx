import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { gigabytes } from './amounts.ts';
import type { SubscriptionDetail } from './users-api.ts';

function monthName(period: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/** 000 §2: data used per month of the period against what the subscription includes. */
export function DataUsage({ detail }: { detail: SubscriptionDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="data-usage">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('users.data.title')}
        </Title>
        {detail.dataUsage.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('users.data.none')}
          </Text>
        )}
        {detail.dataUsage.map((d) => (
          <Stack key={d.period} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{monthName(d.period, i18n.language)}</Text>
              <Text size="sm" c="dimmed">
                {d.included > 0
                  ? t('users.data.usedOf', { used: gigabytes(d.usage), included: gigabytes(d.included) })
                  : t('users.data.used', { used: gigabytes(d.usage) })}
              </Text>
            </Group>
            {d.pctOfIncluded != null && (
              <Progress
                value={Math.min(100, d.pctOfIncluded)}
                color={d.pctOfIncluded > 100 ? 'red' : d.pctOfIncluded > 80 ? 'orange' : 'blue'}
                aria-label={t('users.data.percent', { pct: Math.round(d.pctOfIncluded) })}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
