import { formatNok } from '@connect/shared';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OffboardingFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';

/** The month's name and year in the reader's language, from YYYY-MM. */
function monthName(period: string, language: string) {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nb-NO', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** What the payroll file of the last month carries for the leaver now (docs/LEAVING.md "The offboarding"). */
export function FinalPayroll({ payroll }: { payroll: OffboardingFieldsFragment['finalPayroll'] }) {
  const { t, i18n } = useTranslation();
  if (!payroll)
    return (
      <Paper withBorder p="md">
        <Text c="dimmed">{t('leaving.offboarding.noFinalPayroll')}</Text>
      </Paper>
    );
  const f = payroll.figures;
  const lines: [string, number][] = [
    ['telecom', f.deductedOre],
    ['content', f.contentDeductedOre],
    ['contentOverThreshold', f.contentOverThresholdOre],
    ['equipment', f.equipmentDeductedOre],
  ];
  return (
    <Paper withBorder p="md" data-testid="final-payroll">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('leaving.offboarding.finalPayroll')}
        </Title>
        <Text size="sm">
          {t('leaving.offboarding.finalPayrollMonth', { month: monthName(payroll.period, i18n.language) })}
        </Text>
        <Table>
          <Table.Tbody>
            {lines.map(([key, ore]) => (
              <Table.Tr key={key}>
                <Table.Td>{t(`leaving.offboarding.${key}`)}</Table.Td>
                <Table.Td ta="right">{formatNok(ore)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('leaving.offboarding.total')}</Table.Td>
              <Table.Td ta="right" data-testid="final-payroll-total">
                {formatNok(f.totalDeductedOre)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('leaving.offboarding.buyOutBenefit')}</Table.Td>
              <Table.Td ta="right">{formatNok(f.buyOutBenefitOre)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {payroll.openBuyOutOre > 0 && (
          <Text size="sm" c="dimmed">
            {t('leaving.offboarding.openBuyOuts', { amount: formatNok(payroll.openBuyOutOre) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
