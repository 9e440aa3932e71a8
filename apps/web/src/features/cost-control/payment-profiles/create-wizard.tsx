import { Button, Card, Center, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { MemberList } from './member-list.tsx';
import { PersonPicker } from './person-picker.tsx';
import { newDraft, type ProfileDraft, profileInput } from './profile-draft.ts';
import {
  type CategoryGroup,
  CreatePaymentProfile,
  type Member,
  useCategoryGroups,
  useSmsSenders,
} from './profiles-api.ts';
import { RulesTable } from './rules-table.tsx';
import { SettingsForm } from './settings-form.tsx';

export const STEPS = ['settings', 'rules', 'members'] as const;
type Step = (typeof STEPS)[number];

function Wizard({
  accountId,
  catalogue,
  step,
}: {
  accountId: number;
  catalogue: CategoryGroup[];
  step: Step;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const senders = useSmsSenders(accountId);
  const create = useGqlMutation(CreatePaymentProfile);
  const [draft, setDraft] = useState<ProfileDraft>(() => newDraft(catalogue));
  const [members, setMembers] = useState<Member[]>([]);
  const index = STEPS.indexOf(step);
  const hasDescription = draft.settings.description.trim() !== '';
  const input = profileInput(draft);
  const go = (to: Step) => navigate(`/payment-profiles/create/${to}`);

  // 000 §5: Next needs a description, so a later step cannot be opened without one.
  if (index > 0 && !hasDescription) return <Navigate to="/payment-profiles/create/settings" replace />;

  const submit = () => {
    if (!input) return;
    create.mutate(
      { accountID: accountId, profile: input, subscriptionIDs: members.map((m) => m.subscriptionID) },
      {
        onSuccess: (data) => {
          notifications.show({ color: 'green', message: t('payment-profiles.toast.saved') });
          navigate(`/payment-profiles/${data.createPaymentProfile.ID}/rules`);
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="create-wizard">
      <Title order={2} size="h3">
        {t('payment-profiles.wizard.title')}
      </Title>
      <Stepper active={index} size="sm" allowNextStepsSelect={false} onStepClick={(i) => go(STEPS[i]!)}>
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={t(`payment-profiles.tabs.${s}`)} />
        ))}
      </Stepper>

      {step === 'settings' && (
        <SettingsForm
          draft={draft}
          catalogue={catalogue}
          senders={senders.data ?? []}
          saved={false}
          onChange={setDraft}
        />
      )}
      {step === 'rules' && <RulesTable draft={draft} catalogue={catalogue} onChange={setDraft} />}
      {step === 'members' && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('payment-profiles.wizard.membersHint')}
          </Text>
          <PersonPicker
            accountId={accountId}
            exclude={members.map((m) => m.subscriptionID)}
            onPick={(m) => setMembers((list) => [...list, m])}
          />
          <MemberList
            members={members}
            onRemove={(m) => setMembers((list) => list.filter((x) => x.subscriptionID !== m.subscriptionID))}
          />
        </Stack>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate('/payment-profiles')}>
          {t('payment-profiles.actions.cancel')}
        </Button>
        <Group gap="sm">
          <Button variant="default" disabled={index === 0} onClick={() => go(STEPS[index - 1]!)}>
            {t('payment-profiles.wizard.prev')}
          </Button>
          {index < STEPS.length - 1 && (
            <Button variant="light" disabled={!hasDescription} onClick={() => go(STEPS[index + 1]!)}>
              {t('payment-profiles.wizard.next')}
            </Button>
          )}
          <Button disabled={!input} loading={create.isPending} onClick={submit}>
            {t('payment-profiles.wizard.create')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** payment-profiles/create/{step}: the creation wizard (settings, rules, members). */
export function CreateWizard() {
  const { step } = useParams();
  const { accountId } = useAccountSelection();
  const catalogue = useCategoryGroups();
  if (!STEPS.includes(step as Step)) return <Navigate to="/payment-profiles/create/settings" replace />;
  if (!catalogue.data || accountId === null) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Wizard accountId={accountId} catalogue={catalogue.data} step={step as Step} />
    </Card>
  );
}
