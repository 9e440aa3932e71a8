import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { PickAndAddDialog, usePicks } from './pick-and-add-dialog.tsx';
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
  const picks = usePicks(onClose);
  const found = useFindAccounts(picks.search, config.bnCustomerID, opened);
  const add = useAddConfigAccounts();
  const inSolution = new Set(config.accounts.map((a) => a.accountID));

  return (
    <PickAndAddDialog
      picks={picks}
      opened={opened}
      texts={{
        title: t('customer-solutions.accounts.dialogTitle'),
        search: t('customer-solutions.accounts.search'),
        none: t('customer-solutions.accounts.none'),
        cancel: t('customer-solutions.accounts.cancel'),
        add: t('customer-solutions.accounts.addSize', { size: picks.chosen.size }),
        added: t('customer-solutions.accounts.added'),
      }}
      choicesTestId="account-choices"
      nothingFound={found.data?.length === 0}
      adding={add.isPending}
      onAdd={(ids, done) =>
        // An empty name keeps the account's own.
        add.mutate(
          { configId: config.id, accounts: ids.map((accountID) => ({ accountID, accountName: '' })) },
          done,
        )
      }
    >
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
            checked={already || picks.chosen.has(a.accountID)}
            disabled={already}
            onChange={() => picks.toggle(a.accountID)}
          />
        );
      })}
    </PickAndAddDialog>
  );
}
