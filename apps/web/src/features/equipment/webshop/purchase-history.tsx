import { formatDate } from '@connect/shared';
import { Badge, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import type { PickedPerson } from '../../platform/people/person-picker.tsx';
import { PurchaseCards, STATUS_COLOR, WithAndWithoutVat } from './purchase-cards.tsx';
import classes from './purchase-history.module.css';
import { ORDER_LINES_PAGES, OrderLinesQuery, orderLinesVariables } from './webshop-api.ts';

/** 002 §2: purchase history rows are 60 high. */
const ROW_HEIGHT = 60;
const COLUMNS = 'minmax(180px, 2fr) 120px minmax(140px, 1fr) 110px 120px 130px 120px 110px';

/**
 * 002 §2 My purchase history: Device, Type, Purchased by, Purchased, Cost, Employee paid (each incl. VAT, with excl.
 * VAT under it), Order number, Status; the caller's own lines, or those of the employee an admin shops as (`person`),
 * growing on scroll; an equipment admin may show every line of the account.
 */
export function PurchaseHistory({
  accountId,
  canShowAll,
  person = null,
}: {
  accountId: number | null;
  canShowAll: boolean;
  /** The employee chosen in Shop as; null for the caller's own lines. */
  person?: PickedPerson | null;
}) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  // On a phone the eight columns do not fit: cards instead (issue 28 §21).
  const phone = useMediaQuery('(max-width: 48em)');
  const lines = useGqlPages(
    OrderLinesQuery,
    orderLinesVariables(accountId, person?.catalogID ?? null, canShowAll && showAll),
    ORDER_LINES_PAGES,
  );
  const rows = lines.data?.pages.flatMap((p) => p.CEOrderLines) ?? [];
  const th = (label: string, end = false) => (
    <th className={`${classes.cell} ${classes.head} ${end ? classes.end : ''}`}>{label}</th>
  );

  return (
    <Stack gap="sm" data-testid="purchase-history">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {person ? t('webshop.history.titleOf', { name: person.name }) : t('webshop.history.title')}
        </Title>
        {canShowAll && (
          <Switch
            label={t('webshop.history.showAll')}
            checked={showAll}
            onChange={(e) => setShowAll(e.currentTarget.checked)}
          />
        )}
      </Group>
      {phone ? (
        <PurchaseCards lines={rows} pages={lines} empty={lines.data ? t('webshop.history.empty') : ''} />
      ) : (
        <InfiniteVirtualTable
          aria-label={t('webshop.history.title')}
          columns={COLUMNS}
          height={Math.min(480, 48 + Math.max(rows.length, 2) * ROW_HEIGHT)}
          estimateSize={ROW_HEIGHT}
          items={rows}
          getKey={(l) => l.ID}
          pages={lines}
          empty={lines.data ? t('webshop.history.empty') : ''}
          header={
            <>
              {th(t('webshop.history.device'))}
              {th(t('webshop.history.type'))}
              {th(t('webshop.history.purchasedBy'))}
              {th(t('webshop.history.purchased'))}
              {th(t('webshop.history.cost'), true)}
              {th(t('webshop.history.employeePaid'), true)}
              {th(t('webshop.history.orderNumber'))}
              {th(t('webshop.history.status'))}
            </>
          }
          rowProps={() => ({ 'data-testid': 'order-line' })}
          renderCells={(l) => (
            <>
              <td className={classes.cell}>
                <Text size="sm">{l.productName}</Text>
              </td>
              <td className={classes.cell}>{t(`policies.categories.${l.policyCategoryName}`)}</td>
              <td className={classes.cell}>{`${l.purchasedBy.firstName} ${l.purchasedBy.lastName}`}</td>
              <td className={classes.cell}>{formatDate(l.orderDate)}</td>
              <td className={`${classes.cell} ${classes.end}`} data-testid="cost">
                <WithAndWithoutVat incVat={l.costPriceIncVat} exVat={l.costPrice} />
              </td>
              <td className={`${classes.cell} ${classes.end}`} data-testid="employee-paid">
                <WithAndWithoutVat incVat={l.employeeInvoiceAmountIncVat} exVat={l.employeeInvoiceAmount} />
              </td>
              <td className={classes.cell}>{l.orderNumber}</td>
              <td className={classes.cell}>
                <Badge color={STATUS_COLOR[l.status]} variant="light">
                  {t(`webshop.status.${l.status}`)}
                </Badge>
              </td>
            </>
          )}
        />
      )}
    </Stack>
  );
}
