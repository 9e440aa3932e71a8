import { policyRepairSchema } from '@connect/shared';
import { Stack, Switch, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { PolicyRepairQuery, UpdateRepairMutation } from './policies-api.ts';

/** 002 §2 Policy repair tab: Save and Cancel (the shared save bar) only when the toggle or the e-mail differs from what is stored. */
export function PolicyRepairTab({ accountId, policyId }: { accountId: number; policyId: number }) {
  const { t } = useTranslation();
  const vars = { accountID: accountId, policyID: policyId };
  const repair = useGqlQuery(PolicyRepairQuery, vars);
  const save = useGqlMutation(UpdateRepairMutation);
  const stored = repair.data?.CEPolicyRepair;
  const { draft, patch, dirty, savedChanged, reset } = useDraft({
    active: stored?.active ?? false,
    email: stored?.servicePartnerEmail ?? '',
  });
  if (!stored) return null;
  const { active, email } = draft;
  // The server's own rule for the call (packages/shared policy-forms.ts).
  const valid = policyRepairSchema.safeParse({ active, servicePartnerEmail: email }).success;
  const emailProblem = valid ? undefined : t('policies.errors.email');
  const submit = () =>
    save.mutate(
      { ...vars, active, servicePartnerEmail: email.trim() || null },
      {
        onSuccess: () => {
          // The draft as the server stores it, so the saved copy coming back ends the edit.
          patch({ email: email.trim() });
          notifications.show({ color: 'green', message: t('policies.saved') });
        },
      },
    );
  return (
    <Stack gap="md" data-testid="policy-repair">
      <Title order={3} size="h5">
        {t('policies.repair.heading')}
      </Title>
      <Switch
        label={t('policies.repair.offer')}
        checked={active}
        onChange={(e) => patch({ active: e.currentTarget.checked })}
      />
      {active && (
        <TextInput
          type="email"
          label={t('policies.repair.email')}
          value={email}
          onChange={(e) => patch({ email: e.currentTarget.value })}
          error={email ? emailProblem : undefined}
          maw={400}
        />
      )}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        canSave={!emailProblem}
        onSave={submit}
        onCancel={reset}
        saveLabel={t('policies.save')}
        cancelLabel={t('policies.cancel')}
        savedChanged={savedChanged}
      />
    </Stack>
  );
}
