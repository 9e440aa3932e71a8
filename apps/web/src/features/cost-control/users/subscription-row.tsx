import { formatDate, formatPhone } from '@connect/shared';
import { ActionIcon, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { gigabytes as gb, kr } from './amounts.ts';
import { fullName } from './person-name.ts';
import classes from './subscription-list.module.css';
import type { SubscriptionItem } from './users-api.ts';

/** Checkbox, #, person, billing group, department, profile, deducted month and year, expand. */
export const LIST_COLUMNS = '28px 36px minmax(120px, 1fr) 88px 88px 100px 80px 80px 28px';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '–'}
      </Text>
    </Stack>
  );
}

/** More about the subscription for the list's period, shown under its row when expanded. */
function ExpandedFacts({ item }: { item: SubscriptionItem }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={4} spacing="xs" verticalSpacing="xs" data-testid="row-details">
      <Fact label={t('users.list.department')} value={item.departmentName ?? ''} />
      <Fact label={t('users.row.position')} value={item.position ?? ''} />
      <Fact label={t('users.row.employeeNumber')} value={item.extEmployeeID ?? ''} />
      <Fact label={t('users.row.email')} value={item.email ?? ''} />
      <Fact label={t('users.row.work')} value={kr(item.sumUsageWorkString)} />
      <Fact label={t('users.row.private')} value={kr(item.sumUsagePrivateString)} />
      <Fact label={t('users.row.total')} value={kr(item.sumUsageTotalString)} />
      <Fact label={t('users.row.deducted')} value={kr(item.deductedString)} />
      <Fact
        label={t('users.row.data')}
        value={
          item.dataSize > 0
            ? t('users.row.dataOf', { used: gb(item.dataUsed), size: gb(item.dataSize) })
            : t('users.row.dataUsed', { used: gb(item.dataUsed) })
        }
      />
    </SimpleGrid>
  );
}

type CellsProps = {
  item: SubscriptionItem;
  index: number;
  selected: boolean;
  checked: boolean;
  expanded: boolean;
  onCheck: (subscriptionId: number, checked: boolean) => void;
  onExpand: (subscriptionId: number) => void;
};

/**
 * One subscription's cells: the name links to its detail (and the whole row with it); the checkbox picks it for
 * the bulk bar; the chevron expands it. Memoised: scrolling re-renders the table, not the rows already in view.
 */
export const SubscriptionCells = memo(function SubscriptionCells({
  item,
  index,
  selected,
  checked,
  expanded,
  onCheck,
  onExpand,
}: CellsProps) {
  const { t } = useTranslation();
  const name = fullName(item) || t('users.anonymous');
  const id = item.subscriptionID;
  return (
    <>
      <td className={classes.above}>
        <Checkbox
          size="xs"
          aria-label={t('users.list.selectRow', { name })}
          checked={checked}
          onChange={(e) => onCheck(id, e.currentTarget.checked)}
        />
      </td>
      <td className={classes.number}>{index + 1}</td>
      <td className={classes.cell}>
        <Group gap="xs" wrap="nowrap" className={classes.cell}>
          <PersonAvatar firstName={item.firstName} lastName={item.lastName} size={32} />
          <Stack gap={0} className={classes.cell}>
            <Link
              to={`/users/${id}`}
              className={`${classes.link} ${classes.cell}`}
              aria-current={selected ? 'true' : undefined}
            >
              {name}
            </Link>
            <Text size="xs" c="dimmed" truncate data-testid="row-phone">
              {formatPhone(item.phoneNumber)}
            </Text>
            {item.endedOn && (
              <Text size="xs" c="dimmed" truncate data-testid="row-ended">
                {t('users.ended', { date: formatDate(item.endedOn) })}
              </Text>
            )}
          </Stack>
        </Group>
      </td>
      <td className={classes.cell} title={item.billingGroupName}>
        <span className={classes.cell}>{item.billingGroupName}</span>
      </td>
      <td className={classes.cell} title={item.departmentName ?? undefined}>
        <span className={classes.cell}>{item.departmentName}</span>
      </td>
      <td className={classes.cell} data-testid="row-profile">
        {item.paymentProfileDescription ? (
          <span className={classes.cell}>{item.paymentProfileDescription}</span>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('users.list.standardProfile')}
          </Text>
        )}
      </td>
      <td className={`${classes.cell} ${classes.amount}`} data-testid="row-deducted-month">
        {item.deductedMonthString}
      </td>
      <td className={`${classes.cell} ${classes.amount}`} data-testid="row-deducted-year">
        {item.deductedYearString}
      </td>
      <td className={classes.above}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'users.list.collapse' : 'users.list.expand')}
          onClick={() => onExpand(id)}
        >
          {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      </td>
      {expanded && (
        <td className={`${classes.expanded} ${classes.above}`}>
          <ExpandedFacts item={item} />
        </td>
      )}
    </>
  );
});
