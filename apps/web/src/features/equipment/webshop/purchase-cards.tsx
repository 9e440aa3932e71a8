import { formatDate, formatNok, kronerToOre } from '@connect/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderLinesQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import type { GrowingPages } from '../../../ui/use-infinite-virtualizer.ts';

export type OrderLine = OrderLinesQuery['CEOrderLines'][number];
export const STATUS_COLOR = { ordered: 'blue', delivered: 'green', cancelled: 'gray' } as const;

/** An amount incl. VAT with the same excl. VAT under it (002 §3 Order line has both). */
export function WithAndWithoutVat({
  incVat,
  exVat,
  align = 'flex-end',
}: {
  incVat: number;
  exVat: number;
  align?: 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} align={align}>
      <Text size="sm">{formatNok(kronerToOre(incVat))}</Text>
      <Text size="xs" c="dimmed">
        {t('webshop.history.exclVat', { amount: formatNok(kronerToOre(exVat)) })}
      </Text>
    </Stack>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div data-testid={testId}>
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      </div>
    </div>
  );
}

/**
 * The purchase history on a phone (issue 28 §21): each line a card with the table's fields under its device and
 * status, so nothing runs past the screen's edge; Show more fetches the next page.
 */
export function PurchaseCards({
  lines,
  pages,
  empty,
}: {
  lines: readonly OrderLine[];
  pages: GrowingPages;
  empty: string;
}) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" aria-label={t('webshop.history.title')} role="list">
      {lines.map((l) => (
        <Paper key={l.ID} withBorder p="sm" role="listitem" data-testid="order-line">
          <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
            <Text fw={500} size="sm">
              {l.productName}
            </Text>
            <Badge color={STATUS_COLOR[l.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(`webshop.status.${l.status}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
            <Field label={t('webshop.history.type')}>
              {t(`policies.categories.${l.policyCategoryName}`)}
            </Field>
            <Field label={t('webshop.history.purchased')}>{formatDate(l.orderDate)}</Field>
            <Field label={t('webshop.history.cost')} testId="cost">
              <WithAndWithoutVat incVat={l.costPriceIncVat} exVat={l.costPrice} align="flex-start" />
            </Field>
            <Field label={t('webshop.history.employeePaid')} testId="employee-paid">
              <WithAndWithoutVat
                incVat={l.employeeInvoiceAmountIncVat}
                exVat={l.employeeInvoiceAmount}
                align="flex-start"
              />
            </Field>
            <Field label={t('webshop.history.purchasedBy')}>
              {`${l.purchasedBy.firstName} ${l.purchasedBy.lastName}`}
            </Field>
            <Field label={t('webshop.history.orderNumber')}>{l.orderNumber}</Field>
          </SimpleGrid>
        </Paper>
      ))}
      {pages.hasNextPage && (
        <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()}>
          {t('webshop.history.more')}
        </Button>
      )}
    </Stack>
  );
}
