import { Button, Checkbox } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { fullName } from '../../cost-control/users/person-name.ts';
import { PickAndAddDialog, usePicks } from './pick-and-add-dialog.tsx';
import { type Config, useAddUsers, useSolutionUsers } from './solutions-api.ts';

/** 002 §2 Add users: the customer's people not yet in the solution, searchable, multi-select, "Add {{size}}". */
export function AddUsersDialog({
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
  const people = useSolutionUsers(config.bnCustomerID, false, picks.search, opened);
  const add = useAddUsers();
  const items = people.data?.pages.flat() ?? [];

  return (
    <PickAndAddDialog
      picks={picks}
      opened={opened}
      texts={{
        title: t('customer-solutions.users.dialogTitle'),
        search: t('customer-solutions.users.search'),
        none: t('customer-solutions.users.none'),
        cancel: t('customer-solutions.users.cancel'),
        add: t('customer-solutions.users.addSize', { size: picks.chosen.size }),
        added: t('customer-solutions.users.added'),
      }}
      choicesTestId="user-choices"
      nothingFound={people.data !== undefined && items.length === 0}
      adding={add.isPending}
      onAdd={(catalogIDs, done) => add.mutate({ ccConfigID: config.id, catalogIDs }, done)}
    >
      {items.map((p) => (
        <Checkbox
          key={p.catalogID}
          label={fullName(p)}
          description={p.position}
          checked={picks.chosen.has(p.catalogID)}
          onChange={() => picks.toggle(p.catalogID)}
        />
      ))}
      {people.hasNextPage && (
        <Button variant="subtle" loading={people.isFetchingNextPage} onClick={() => people.fetchNextPage()}>
          {t('customer-solutions.list.more')}
        </Button>
      )}
    </PickAndAddDialog>
  );
}
