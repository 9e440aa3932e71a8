import { formatDate } from '@connect/shared';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { DeductionConsentMissingQuery } from './deduction-consent-api.ts';

/**
 * The administrator's list of employees who have not accepted the current deduction terms that apply to them, on
 * the reports screen beside the deductions it concerns: the payroll file marks (or holds) the same people.
 */
export function ConsentMissing({
  accountId,
  includeSubAccounts,
}: {
  accountId: number;
  includeSubAccounts: boolean;
}) {
  const { t } = useTranslation();
  const missing = useGqlQuery(DeductionConsentMissingQuery, { accountID: accountId, includeSubAccounts });
  const rows = missing.data?.deductionConsentMissing ?? [];
  return (
    <Card withBorder padding="md" data-testid="consent-missing">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('deduction-consent.missing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deduction-consent.missing.intro')}
        </Text>
        {missing.data && rows.length === 0 && <Text size="sm">{t('deduction-consent.missing.none')}</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deduction-consent.missing.name')}</Table.Th>
                  <Table.Th>{t('deduction-consent.missing.terms')}</Table.Th>
                  <Table.Th>{t('deduction-consent.missing.reminded')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.catalogID}-${r.termsID}`}>
                    <Table.Td>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</Table.Td>
                    <Table.Td>
                      {t(`deduction-consent.owner.${r.owner}`, { name: r.ownerName })} (v{r.version})
                    </Table.Td>
                    <Table.Td>
                      {r.remindedAt ? formatDate(r.remindedAt) : t('deduction-consent.missing.notReminded')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
