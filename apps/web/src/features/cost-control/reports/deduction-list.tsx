import { DEDUCT_STATUSES, formatAmount, kronerToOre } from '@connect/shared';
import { Badge, Card, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualList } from '../../../ui/infinite-virtual-list.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import classes from './deduction-list.module.css';
import { DeductionRow, lateDecisionText } from './deduction-row.tsx';
import { type DeductionKind, type DeductStatus, type useDeductions, useSetApproval } from './reports-api.ts';

export const DEDUCTION_KINDS: DeductionKind[] = ['contentServices', 'aggregateSplits'];

const ROW_HEIGHT = 56;

type DeductionListProps = {
  scope: AccountScope | null;
  list: ReturnType<typeof useDeductions>;
  kind: DeductionKind;
  onKindChange: (kind: DeductionKind) => void;
  status: DeductStatus;
  onStatusChange: (status: DeductStatus) => void;
  search: string;
  onSearch: (search: string) => void;
};

/**
 * The approval lists of 000 §2 Reports: content services and aggregate splits of the month, the Show filter (For
 * approval, Approved, Rejected), search, and rows that expand to Approve / Reject.
 */
export function DeductionList(props: DeductionListProps) {
  const { scope, list, kind, onKindChange, status, onStatusChange, search, onSearch } = props;
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<number | null>(null);
  const approval = useSetApproval(kind, scope?.accountId ?? null);
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((p) => p.items);

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Tabs
          value={kind}
          onChange={(v) => {
            if (v) onKindChange(v as DeductionKind);
            setExpanded(null);
          }}
        >
          <Tabs.List>
            {DEDUCTION_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {t(`reports.kind.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('reports.show.label')}
            </Text>
            <SegmentedControl
              value={status}
              onChange={(v) => {
                onStatusChange(v as DeductStatus);
                setExpanded(null);
              }}
              data={DEDUCT_STATUSES.map((s) => ({
                value: s,
                label: first
                  ? `${t(`reports.show.${s}`)} (${first.statusCounts[s]})`
                  : t(`reports.show.${s}`),
              }))}
              data-testid="show-filter"
            />
          </Group>
          <SearchBox
            value={search}
            onSearch={onSearch}
            placeholder={t('reports.search')}
            aria-label={t('reports.search')}
            w={320}
          />
        </Group>
        <div>
          <div className={classes.header} aria-hidden="true">
            <span>{t('reports.columns.name')}</span>
            <span>{t('reports.columns.department')}</span>
            <span>{t('reports.columns.date')}</span>
            <span className={classes.sum}>{t('reports.columns.sum')}</span>
          </div>
          <InfiniteVirtualList
            items={items}
            getKey={(item) => item.id}
            estimateSize={ROW_HEIGHT}
            height={Math.min(560, Math.max(3, items.length) * ROW_HEIGHT + (expanded ? 320 : 0))}
            pages={list}
            empty={list.isPending ? t('app.loading') : t('reports.empty')}
            aria-label={t(`reports.kind.${kind}`)}
            renderItem={(item) => (
              <DeductionRow
                item={item}
                expanded={expanded === item.id}
                onToggle={() => setExpanded((e) => (e === item.id ? null : item.id))}
                deciding={approval.isPending && approval.variables?.id === item.id}
                onDecide={(input) =>
                  approval.mutate(input, {
                    onSuccess: (saved) => {
                      setExpanded(null);
                      const decided = t(`reports.decided.${input.deductStatus}`, { name: item.description });
                      notifications.show({
                        color: input.deductStatus === 'approved' ? 'green' : 'orange',
                        message: saved.decisionBookedPeriod
                          ? `${decided}. ${lateDecisionText(t, i18n.language, item.chargeDate, saved.decisionBookedPeriod)}`
                          : decided,
                      });
                    },
                  })
                }
              />
            )}
          />
        </div>
        {first && (
          <Group justify="flex-end" gap="xs">
            <Text size="sm" c="dimmed">
              {t('reports.listTotal', { count: first.totalCount })}
            </Text>
            <Badge variant="light" color="gray" data-testid="list-total">
              {formatAmount(kronerToOre(first.totalAmount))} kr
            </Badge>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
