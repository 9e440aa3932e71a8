import { CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../ui/search-box.tsx';
import { type Config, useAddConfigAccounts, useFindAccounts } from './solutions-api.ts';

/** 002 §2 Add accounts: company-name search over findRAccounts, multi-select, "Add {{size}}". */
export function AddAccountsDialog({
  opened,
  onClose,
  config,
}: {
  opened: boolean;
  onClose: () => void;
  config: Config;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const found = useFindAccounts(search, config.bnCustomerID, opened);
  const add = useAddConfigAccounts();
  const inSolution = new Set(config.accounts.map((a) => a.accountID));
  const close = () => {
    setSearch('');
    setChosen(new Set());
    onClose();
  };
  const toggle = (accountID: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(accountID)) next.add(accountID);
      return next;
    });

  return (
    <Modal opened={opened} onClose={close} title={t('customer-solutions.accounts.dialogTitle')} size="lg">
      <Stack gap="sm">
        <SearchBox
          value={search}
          onSearch={setSearch}
          debounceMs={CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS}
          label={t('customer-solutions.accounts.search')}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          <Stack gap="xs" data-testid="account-choices">
            {(found.data ?? []).map((a) => {
              const already = inSolution.has(a.accountID);
              return (
                <Checkbox
                  key={a.accountID}
                  label={a.names}
                  description={
                    already
                      ? t('customer-solutions.accounts.alreadyIn')
                      : [a.company, a.accountCustomerNumber].filter(Boolean).join(' · ')
                  }
                  checked={already || chosen.has(a.accountID)}
                  disabled={already}
                  onChange={() => toggle(a.accountID)}
                />
              );
            })}
            {found.data?.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" py="md">
                {t('customer-solutions.accounts.none')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('customer-solutions.accounts.cancel')}
          </Button>
          <Button
            disabled={chosen.size === 0}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                {
                  configId: config.id,
                  // An empty name keeps the account's own.
                  accounts: [...chosen].map((accountID) => ({ accountID, accountName: '' })),
                },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('customer-solutions.accounts.added') });
                    close();
                  },
                },
              )
            }
          >
            {t('customer-solutions.accounts.addSize', { size: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
