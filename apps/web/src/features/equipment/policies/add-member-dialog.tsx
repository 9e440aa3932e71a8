import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { PersonPicker, type PickedPerson } from '../../platform/people/person-picker.tsx';

const AddMemberMutation = graphql(`
  mutation AddCEPolicyMember($catalogID: Int!, $policyID: Int!) {
    addCEPolicyMember(catalogID: $catalogID, policyID: $policyID) {
      policyCategoryID
    }
  }
`);

/**
 * Adds a person of the company to the policy (002 §7 the member add call). Someone in another policy moves here
 * with their credit starting anew; moving the credit along is the member editor's choice.
 */
export function AddMemberDialog({
  opened,
  policyId,
  policyName,
  onClose,
}: {
  opened: boolean;
  policyId: number;
  policyName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const add = useGqlMutation(AddMemberMutation);
  const close = () => {
    setPerson(null);
    onClose();
  };
  return (
    <EntryDialog
      dirty={person !== null}
      opened={opened}
      onClose={close}
      title={t('policies.members.addTitle', { name: policyName })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('policies.members.addHelp')}</Text>
        <PersonPicker label={t('policies.members.person')} value={person} onChange={setPerson} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('policies.cancel')}
          </Button>
          <Button
            disabled={!person}
            loading={add.isPending}
            onClick={() =>
              person &&
              add.mutate(
                { catalogID: person.catalogID, policyID: policyId },
                {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: t('policies.members.added', { name: person.name }),
                    });
                    close();
                  },
                },
              )
            }
          >
            {t('policies.members.add')}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}
