import { DEDUCT_STATUSES } from '@connect/shared';
import { Badge, Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { scopeOf } from '../../../app/account-choice.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { MonthInput } from '../../../ui/month-input.tsx';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { ConsentMissing } from '../deduction-consent/consent-missing.tsx';
import { FileExportsCard } from '../exports/file-exports-card.tsx';
import { MonthLock, useClosedMonths } from '../payment-profiles/closed-months.tsx';
import { CategoryReport } from './category-report.tsx';
import { DEDUCTION_KINDS, DeductionList } from './deduction-list.tsx';
import { periodFromParam, periodToPickerValue, pickerValueToPeriod } from './report-month.ts';
import { type DeductionKind, type DeductStatus, useDeductions } from './reports-api.ts';
import { SummaryCards } from './summary-cards.tsx';

/**
 * 000 §2 Reports: the month (from the address bar, so the dashboard can link to a month), summary cards, the
 * payroll file exports, the approval lists and the month's cost per category.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const selection = useAccountSelection();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const period = periodFromParam(params.get('period'));
  const status = (DEDUCT_STATUSES as readonly string[]).includes(params.get('show') ?? '')
    ? (params.get('show') as DeductStatus)
    : 'work';
  const kind = (DEDUCTION_KINDS as string[]).includes(params.get('list') ?? '')
    ? (params.get('list') as DeductionKind)
    : 'contentServices';
  const scope = scopeOf(selection);
  const list = useDeductions(kind, scope, { period, status, search });
  const forApproval = list.data?.pages[0]?.statusCounts.work;
  const isClosed = useClosedMonths(selection.accountId);

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true },
    );

  return (
    <PageLayout
      title={t('reports.title')}
      actions={
        <>
          {forApproval !== undefined && (
            <Badge size="lg" variant="light" tt="none" data-testid="for-approval-count">
              {t(`reports.forApprovalCount.${kind}`, { count: forApproval })}
            </Badge>
          )}
          <MonthInput
            // A label, not aria-label: the button shows the month, and its name must contain that text (axe).
            label={<VisuallyHidden>{t('reports.month')}</VisuallyHidden>}
            value={periodToPickerValue(period)}
            onChange={(v) => {
              const next = pickerValueToPeriod(v);
              if (next) setParam('period', next);
            }}
            w={200}
            data-testid="report-month"
          />
          <MonthLock closed={isClosed(period)} />
        </>
      }
    >
      <Stack gap="md">
        <SummaryCards scope={scope} period={period} />
        <FileExportsCard />
        {scope && (
          <ConsentMissing accountId={scope.accountId} includeSubAccounts={scope.includeSubAccounts} />
        )}
        <DeductionList
          scope={scope}
          list={list}
          kind={kind}
          onKindChange={(k) => setParam('list', k)}
          status={status}
          onStatusChange={(s) => setParam('show', s)}
          search={search}
          onSearch={setSearch}
        />
        <CategoryReport scope={scope} period={period} />
      </Stack>
    </PageLayout>
  );
}
