import { formatAmount, formatPercent, kronerToOre } from '@connect/shared';
import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { AccountScope } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useCategoryGroupName } from '../payment-profiles/category-group-name.ts';
import { useCategoryGroupReport } from './reports-api.ts';

const amount = (nok: number) => formatAmount(kronerToOre(nok));

/** 000 §3 Category group report: the month's usage per category group and category, with VAT and share. */
export function CategoryReport({ scope, period }: { scope: AccountScope | null; period: string }) {
  const { t } = useTranslation();
  const { data } = useCategoryGroupReport(scope, period);
  const categoryName = useCategoryGroupName();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('reports.categoryReport.title')}
      </Title>
      {!data ? (
        <Skeleton h={120} />
      ) : data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reports.categoryReport.empty')}
        </Text>
      ) : (
        <Table striped={false} highlightOnHover data-testid="category-report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.categoryReport.category')}</Table.Th>
              <Table.Th ta="right">{t('reports.categoryReport.exclVat')}</Table.Th>
              <Table.Th ta="right">{t('reports.categoryReport.vat')}</Table.Th>
              <Table.Th ta="right">{t('reports.categoryReport.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((g) => (
              <Fragment key={g.categoryGroupID}>
                <Table.Tr fw={600}>
                  <Table.Td>{categoryName(g.categoryGroupKey, g.name)}</Table.Td>
                  <Table.Td ta="right">{amount(g.totalExclVat)}</Table.Td>
                  <Table.Td ta="right">{amount(g.details.reduce((sum, d) => sum + d.totalVat, 0))}</Table.Td>
                  <Table.Td ta="right">{formatPercent(g.pctOfTotal)}</Table.Td>
                </Table.Tr>
                {g.details.map((d) => (
                  <Table.Tr key={d.categoryID}>
                    <Table.Td pl="xl">{d.name}</Table.Td>
                    <Table.Td ta="right">{amount(d.totalExclVat)}</Table.Td>
                    <Table.Td ta="right">{amount(d.totalVat)}</Table.Td>
                    <Table.Td />
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
