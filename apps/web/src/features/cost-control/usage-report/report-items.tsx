import { formatNok, kronerToOre } from '@connect/shared';
import { Card, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportMode } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useCategoryGroupName } from '../payment-profiles/category-group-name.ts';
import { itemKey, type UsageReportItem } from './usage-report-api.ts';

export type Mark = { usageType: ReportMode | null; comment: string };

/** What the items need from the form: the marks as they stand, how to change one, and where a comment is missing. */
export type ReportItemsProps = {
  items: UsageReportItem[];
  open: boolean;
  markOf: (i: UsageReportItem) => Mark;
  setMark: (i: UsageReportItem, patch: Partial<Mark>) => void;
  needsComment: (i: UsageReportItem) => boolean;
};

/** An item's work/private choice (the stored effective one once the month is closed) and, while unmarked, a hint. */
function UsageTypeChoice({
  item,
  fullWidth,
  ...p
}: Omit<ReportItemsProps, 'items'> & { item: UsageReportItem; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const shown = p.open ? p.markOf(item).usageType : item.effectiveUsageType;
  return (
    <>
      <SegmentedControl
        size={fullWidth ? 'sm' : 'xs'}
        fullWidth={fullWidth}
        aria-label={t('usage-report.usageTypeFor', { description: item.description })}
        disabled={!p.open}
        value={shown ?? ''}
        onChange={(v) => p.setMark(item, { usageType: v as ReportMode })}
        data={[
          { value: 'work', label: t('usage-report.mode.work') },
          { value: 'private', label: t('usage-report.mode.private') },
        ]}
      />
      {!shown && (
        <Text size="xs" c="dimmed">
          {t('usage-report.unreported')}
        </Text>
      )}
    </>
  );
}

function CommentField({
  item,
  label,
  ...p
}: Omit<ReportItemsProps, 'items'> & { item: UsageReportItem; label?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      size={label ? 'sm' : 'xs'}
      label={label}
      aria-label={t('usage-report.commentFor', { description: item.description })}
      value={p.markOf(item).comment}
      onChange={(e) => p.setMark(item, { comment: e.currentTarget.value })}
      disabled={!p.open}
      maxLength={500}
      error={p.needsComment(item) ? t('usage-report.commentRequired') : undefined}
    />
  );
}

/** On a phone (below 48em): one card per item, its amount beside its name and the choice and comment under them. */
function ReportItemCards(p: ReportItemsProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  return (
    <Stack gap="sm" data-testid="report-items">
      {p.items.map((i) => (
        <Paper key={itemKey(i)} withBorder p="sm" data-testid="report-item">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {i.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {categoryName(i.categoryGroupKey, i.categoryGroupDescription)}
                </Text>
              </div>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatNok(kronerToOre(i.amount))}
              </Text>
            </Group>
            <UsageTypeChoice item={i} fullWidth {...p} />
            <CommentField item={i} label={t('usage-report.comment')} {...p} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function ReportItemTable(p: ReportItemsProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={700}>
        <Table verticalSpacing="sm" data-testid="report-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('usage-report.category')}</Table.Th>
              <Table.Th>{t('usage-report.description')}</Table.Th>
              <Table.Th ta="right">{t('usage-report.amount')}</Table.Th>
              <Table.Th>{t('usage-report.usageType')}</Table.Th>
              <Table.Th>{t('usage-report.comment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.items.map((i) => (
              <Table.Tr key={itemKey(i)} data-testid="report-item">
                <Table.Td>{categoryName(i.categoryGroupKey, i.categoryGroupDescription)}</Table.Td>
                <Table.Td>{i.description}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatNok(kronerToOre(i.amount))}
                </Table.Td>
                <Table.Td>
                  <UsageTypeChoice item={i} {...p} />
                </Table.Td>
                <Table.Td>
                  <CommentField item={i} {...p} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * The month's items to mark work or private, with a comment: a table, or cards on a phone (issue 28 §21: the
 * employee opens the SMS link on a phone, where the table ran past the screen's edge).
 */
export function ReportItems(p: ReportItemsProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return phone ? <ReportItemCards {...p} /> : <ReportItemTable {...p} />;
}
