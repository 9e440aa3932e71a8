import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { AppliesFrom } from './closed-months.tsx';
import { MemberList } from './member-list.tsx';
import { memberName } from './member-name.ts';
import { PersonPicker } from './person-picker.tsx';
import {
  AddPaymentProfileMember,
  type Member,
  RemovePaymentProfileMember,
  useMembers,
} from './profiles-api.ts';

/** The Members tab of a saved profile: adding and removing take effect at once. */
export function MembersTab({ accountId, profileId }: { accountId: number; profileId: number }) {
  const { t } = useTranslation();
  const members = useMembers(accountId, profileId);
  const add = useGqlMutation(AddPaymentProfileMember);
  const remove = useGqlMutation(RemovePaymentProfileMember);
  const [removing, setRemoving] = useState<Member | null>(null);
  const anonymous = t('payment-profiles.members.anonymous');

  return (
    <Stack gap="md">
      <AppliesFrom />
      <PersonPicker
        accountId={accountId}
        busy={add.isPending}
        onPick={(m) =>
          add.mutate(
            { accountID: accountId, profileID: profileId, subscriptionID: m.subscriptionID },
            {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t('payment-profiles.members.added', { name: memberName(m, anonymous) }),
                }),
            },
          )
        }
      />
      <MemberList
        members={members.data ?? []}
        hasNextPage={members.hasNextPage}
        fetchNextPage={members.fetchNextPage}
        onRemove={setRemoving}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('payment-profiles.members.removeTitle')}
        message={t('payment-profiles.members.confirmRemove', {
          name: removing ? memberName(removing, anonymous) : '',
        })}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(
            { accountID: accountId, profileID: profileId, subscriptionID: removing!.subscriptionID },
            { onSettled: () => setRemoving(null) },
          )
        }
      />
    </Stack>
  );
}
