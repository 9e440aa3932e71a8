import { osloDate } from '@connect/shared';
import { Badge, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatMonthYear } from '../../../ui/month-year.ts';

/**
 * Months that close (docs/COST-RULES.md): a month before the current one is closed once its due day has passed,
 * and its figures and payroll files never change again; a change to members, rules, filters or settings applies
 * from the current month on. The screens show a lock on a closed month and, before a save, from which month the
 * change applies.
 */
const OpenCostMonthsDocument = graphql(`
  query OpenCostMonths($accountID: Int!) {
    openCostMonths(accountID: $accountID)
  }
`);

const currentPeriod = () => osloDate().slice(0, 7);

/** `isClosed(period)` (YYYY-MM) for the account; false until the answer is there, and for the current month on. */
export function useClosedMonths(accountID: number | null | undefined): (period: string | null) => boolean {
  const open = useGqlQuery(OpenCostMonthsDocument, accountID ? { accountID } : null, {
    select: (d) => d.openCostMonths,
    staleTime: 60_000,
  }).data;
  return useCallback(
    (period) =>
      !!open && !!period && period.slice(0, 7) < currentPeriod() && !open.includes(period.slice(0, 7)),
    [open],
  );
}

/** The lock shown beside a month that is closed. */
export function MonthLock({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  if (!closed) return null;
  return (
    <Badge
      color="gray"
      variant="light"
      leftSection={<IconLock size={12} aria-hidden />}
      title={t('closed-months.closedHint')}
      data-testid="month-closed"
    >
      {t('closed-months.closed')}
    </Badge>
  );
}

/** "Gjelder fra november 2026": the month a change saved now applies from (the current month). */
export function AppliesFrom() {
  const { t, i18n } = useTranslation();
  return (
    <Text size="sm" data-testid="applies-from">
      {t('closed-months.appliesFrom', { month: formatMonthYear(currentPeriod(), i18n.language) })}
    </Text>
  );
}
