import { formatNok, formatPercent, isDateInRange, kronerToOre, osloDate } from '@connect/shared';
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { restDownload } from '../../../api/download.ts';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { MemberBuyOutQuery } from './policies-api.ts';

/**
 * The buy-out of the member's current devices as of a chosen date (today, or a leaving date ahead), each with a
 * PDF quote to hand over (issue 14, beyond the peers).
 */
export function BuyOutPanel({ accountId, catalogId }: { accountId: number; catalogId: number }) {
  const { t, i18n } = useTranslation();
  const [asOf, setAsOf] = useState<string | null>(osloDate());
  const valid = asOf !== null && isDateInRange(asOf);
  const figures = useGqlQuery(
    MemberBuyOutQuery,
    valid ? { accountID: accountId, catalogID: catalogId, asOf } : null,
  );
  const [downloading, setDownloading] = useState<number | null>(null);
  const devices = (figures.data?.userPolicyCategoryDetails ?? []).filter((c) => c.currentDeviceID !== null);

  const download = async (deviceId: number) => {
    setDownloading(deviceId);
    try {
      await restDownload(`devices/${deviceId}/buy-out-quote?accountID=${accountId}&date=${asOf}`, {
        language: i18n.language,
        fallbackName: 'buy-out.pdf',
      });
    } catch {
      notifications.show({ color: 'red', message: t('policies.buyOut.failed') });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="member-buy-out">
      <Title order={3} size="h5">
        {t('policies.buyOut.title')}
      </Title>
      <DateField
        label={t('policies.buyOut.asOf')}
        value={asOf}
        onChange={setAsOf}
        error={asOf === null ? t('policies.buyOut.badDate') : undefined}
        w={200}
        data-testid="buy-out-as-of"
      />
      {valid && figures.data && devices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('policies.buyOut.none')}
        </Text>
      )}
      {devices.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('policies.buyOut.device')}</Table.Th>
              <Table.Th>{t('policies.buyOut.rule')}</Table.Th>
              <Table.Th ta="right">{t('policies.buyOut.price')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('policies.buyOut.quote')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.map((c) => (
              <Table.Tr key={c.policyCategoryID} data-testid={`buy-out-${c.name}`}>
                <Table.Td>
                  <Text size="sm">{c.currentDeviceName}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`policies.categories.${c.name}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {c.buyoutTypeForCurrentDevice === 'percent'
                    ? formatPercent(c.buyoutValueForCurrentDevice ?? 0, 2)
                    : formatNok(kronerToOre(c.buyoutValueForCurrentDevice ?? 0))}
                </Table.Td>
                <Table.Td ta="right" data-testid="buy-out-price">
                  <Text size="sm">{formatNok(kronerToOre(c.buyoutPriceForCurrentDevice ?? 0))}</Text>
                  <Text size="xs" c="dimmed">
                    {t('policies.buyOut.incVat', {
                      amount: formatNok(kronerToOre(c.buyoutPriceForCurrentDeviceIncVat ?? 0)),
                    })}
                  </Text>
                  {(c.taxableBenefitForCurrentDevice ?? 0) > 0 && (
                    <Text size="xs" data-testid="buy-out-benefit">
                      {t('policies.buyOut.taxableBenefit', {
                        amount: formatNok(kronerToOre(c.taxableBenefitForCurrentDevice ?? 0)),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={downloading === c.currentDeviceID}
                    onClick={() => download(c.currentDeviceID!)}
                    aria-label={t('policies.buyOut.quoteFor', { device: c.currentDeviceName })}
                  >
                    {t('policies.buyOut.quote')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
