import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { isAmountTextOk } from '../../../ui/amount-text.ts';

type Amounts = { costPrice: string; employeePaid: string };

/**
 * 001 §4 Confirm amounts: opened when a purchase date is set under a percent buy-out rule. Cost price and Employee
 * paid can be corrected; Confirm and calculate asks the server to price the purchase by the rule on save.
 */
export function ConfirmAmountsDialog({
  opened,
  costPrice,
  employeePaid,
  onClose,
  onConfirm,
}: Amounts & {
  opened: boolean;
  onClose: () => void;
  onConfirm: (amounts: Amounts, calculateCost: boolean) => void;
}) {
  const { t } = useTranslation();
  const [amounts, setAmounts] = useState<Amounts>({ costPrice, employeePaid });
  const [shown, setShown] = useState(opened);
  if (shown !== opened) {
    // Each opening starts from the device's amounts as they are then.
    setShown(opened);
    if (opened) setAmounts({ costPrice, employeePaid });
  }
  const ok = isAmountTextOk(amounts.costPrice) && isAmountTextOk(amounts.employeePaid);
  return (
    <Modal opened={opened} onClose={onClose} title={t('equipment.devices.amounts.title')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('equipment.devices.amounts.text')}</Text>
        <AmountInput
          label={t('equipment.devices.fields.costPrice')}
          value={amounts.costPrice}
          onChange={(v) => setAmounts((a) => ({ ...a, costPrice: v }))}
          data-autofocus
        />
        <AmountInput
          label={t('equipment.devices.fields.employeePaid')}
          value={amounts.employeePaid}
          onChange={(v) => setAmounts((a) => ({ ...a, employeePaid: v }))}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('equipment.close')}
          </Button>
          <Button variant="light" disabled={!ok} onClick={() => onConfirm(amounts, false)}>
            {t('equipment.devices.amounts.confirm')}
          </Button>
          <Button disabled={!ok} onClick={() => onConfirm(amounts, true)}>
            {t('equipment.devices.amounts.calculate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
