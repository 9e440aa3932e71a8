import { formatAmount, formatDate, formatDateTime, formatPhone, kronerToOre } from '@connect/shared';
import { Badge, Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronRight, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import type { TFunction } from '../../../i18n/translate.ts';
import { formatMonthYear } from '../../../ui/month-year.ts';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import classes from './deduction-list.module.css';
import type { ApprovalInput, DeductionItem } from './reports-api.ts';

const amount = (nok: number) => formatAmount(kronerToOre(nok));

/** The avatar image the server draws for a person with a picture (GET catalog/profileimage). */
function avatarSrc(s: DeductionItem['bySubscription']): string | null {
  if (!s.catalogID || !s.picture) return null;
  const q = new URLSearchParams({
    u: String(s.catalogID),
    s: '128x128',
    c: String(s.bnCustomerID),
    h: s.picture,
  });
  return `/api/catalog/profileimage?${q}`;
}

function ThresholdBadge({ item }: { item: DeductionItem }) {
  const { t } = useTranslation();
  if (!item.overThreshold) return null;
  return (
    <Tooltip
      multiline
      w={320}
      label={t('reports.threshold.detail', {
        amount: amount(item.amountOverThreshold),
        ytd: amount(item.yearToDateCovered),
      })}
    >
      <Badge color="orange" variant="light" size="sm" tt="none" data-testid="over-threshold">
        {t('reports.threshold.badge')}
      </Badge>
    </Tooltip>
  );
}

/**
 * Where a decision made after the item's month had closed went (shared/docs/domain.md "A decision made late"): the
 * open month it is booked in, while the closed month keeps its figures.
 */
export function lateDecisionText(t: TFunction, language: string, chargeDate: string, booked: string): string {
  return t('reports.lateDecision', {
    charged: formatMonthYear(chargeDate, language),
    booked: formatMonthYear(booked, language),
  });
}

/** A late charge lists in the month it was booked in; its own date stays in the row, and the badge says why. */
function LateBadge({ item }: { item: DeductionItem }) {
  const { t, i18n } = useTranslation();
  if (!item.bookedPeriod) return null;
  return (
    <Tooltip
      multiline
      w={300}
      label={t('reports.late.detail', {
        date: formatDate(item.chargeDate),
        charged: formatMonthYear(item.chargeDate, i18n.language),
        booked: formatMonthYear(item.bookedPeriod, i18n.language),
      })}
    >
      <Badge color="gray" variant="light" size="sm" tt="none" data-testid="late-charge" tabIndex={0}>
        {t('reports.late.badge')}
      </Badge>
    </Tooltip>
  );
}

function Comments({ comments }: { comments: DeductionItem['comments'] }) {
  const { t } = useTranslation();
  if (comments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('reports.row.noComments')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {comments.map((c) => (
        <Group key={`${c.createdAt}-${c.catalogID}-${c.comment}`} gap="xs" align="flex-start" wrap="nowrap">
          <PersonAvatar firstName={c.firstname} lastName={c.lastname} size={24} />
          <div>
            <Text size="xs" c="dimmed">
              {[c.firstname, c.lastname].filter(Boolean).join(' ')} · {formatDateTime(c.createdAt)}
            </Text>
            <Text size="sm">{c.comment}</Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

type DeductionRowProps = {
  item: DeductionItem;
  expanded: boolean;
  onToggle: () => void;
  onDecide: (input: ApprovalInput) => void;
  deciding: boolean;
};

/** One item: a summary line that expands to the user, the comments and Approve / Reject (000 §2, §4). */
export function DeductionRow({ item, expanded, onToggle, onDecide, deciding }: DeductionRowProps) {
  const { t, i18n } = useTranslation();
  const [comment, setComment] = useState('');
  const s = item.bySubscription;
  const name = s.names || t('reports.row.anonymous');
  const decide = (deductStatus: ApprovalInput['deductStatus']) =>
    onDecide({ id: item.id, deductStatus, expectedStatus: item.deductStatus, comment });

  return (
    <div data-testid="deduction-row" data-id={item.id}>
      <UnstyledButton className={classes.item} onClick={onToggle} aria-expanded={expanded}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          <PersonAvatar firstName={s.names} src={avatarSrc(s)} size={32} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {item.description}
            </Text>
          </div>
        </Group>
        <Text size="sm" truncate>
          {s.departmentName ?? ''}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatDate(item.chargeDate)}</Text>
          <LateBadge item={item} />
        </Group>
        <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.sum}>
          <ThresholdBadge item={item} />
          <Text size="sm" data-testid="deduction-sum">
            {amount(item.usageAmount)}
          </Text>
        </Group>
      </UnstyledButton>
      {expanded && (
        <div className={classes.details}>
          <Stack gap="sm">
            <Group gap="xl" align="flex-start">
              <div>
                <Text size="xs" c="dimmed">
                  {t('reports.row.user')}
                </Text>
                <Text size="sm">{name}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('reports.row.number')}
                </Text>
                <Text size="sm">{formatPhone(item.number)}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('reports.row.billingGroup')}
                </Text>
                <Text size="sm">{s.billingGroupName}</Text>
              </div>
              {item.decidedAt && (
                <div>
                  <Text size="xs" c="dimmed">
                    {t(`reports.show.${item.deductStatus}`)}
                  </Text>
                  <Text size="sm">
                    {t('reports.row.decided', {
                      name: item.decidedByName ?? '',
                      date: formatDateTime(item.decidedAt),
                    })}
                  </Text>
                </div>
              )}
            </Group>
            {item.decisionBookedPeriod && (
              <Text size="sm" data-testid="late-decision">
                {lateDecisionText(t, i18n.language, item.chargeDate, item.decisionBookedPeriod)}
              </Text>
            )}
            {item.overThreshold && (
              <Text size="sm" c="var(--mantine-color-orange-light-color)">
                {t('reports.threshold.detail', {
                  amount: amount(item.amountOverThreshold),
                  ytd: amount(item.yearToDateCovered),
                })}
              </Text>
            )}
            <div>
              <Text size="xs" c="dimmed" mb={4}>
                {t('reports.row.comments')}
              </Text>
              <Comments comments={item.comments} />
            </div>
            <Textarea
              label={t('reports.row.comment')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={1}
            />
            <Group gap="sm">
              {item.deductStatus !== 'approved' && (
                <Button
                  color="green"
                  leftSection={<IconCheck size={16} />}
                  loading={deciding}
                  onClick={() => decide('approved')}
                >
                  {t('reports.row.approve')}
                </Button>
              )}
              {item.deductStatus !== 'rejected' && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} />}
                  loading={deciding}
                  onClick={() => decide('rejected')}
                >
                  {t('reports.row.reject')}
                </Button>
              )}
            </Group>
          </Stack>
        </div>
      )}
    </div>
  );
}
