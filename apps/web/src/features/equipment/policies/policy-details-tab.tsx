import { Box, Center, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type { CePolicyFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { DeductionTermsCard } from '../../cost-control/deduction-consent/deduction-terms-card.tsx';
import { CategoryEditor } from './category-editor.tsx';
import { DefaultBuyOutQuery, PolicyCategoriesQuery, UpdatePolicyMutation } from './policies-api.ts';
import { asStored, changedCategories, draftProblems, type PolicyDraft, policyDraft } from './policy-draft.ts';

/** 002 §2 Policy details tab: the name, two toggles and a rule editor per category; Save and Cancel while changed. */
export function PolicyDetailsTab({
  accountId,
  policy,
}: {
  accountId: number;
  policy: CePolicyFieldsFragment;
}) {
  const { t } = useTranslation();
  const vars = { accountID: accountId, policyID: policy.ID };
  const categories = useGqlQuery(PolicyCategoriesQuery, vars);
  const defaults = useGqlQuery(DefaultBuyOutQuery, { accountID: accountId });
  const save = useGqlMutation(UpdatePolicyMutation);
  const saved = useMemo(
    () => (categories.data ? policyDraft(policy, categories.data.cePolicyCategoriesWithDetails) : null),
    [policy, categories.data],
  );
  const { draft, set: setDraft, dirty, savedChanged, reset } = useDraft<PolicyDraft | null>(saved);
  if (!saved || !draft)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const invalid = draftProblems(draft);

  const submit = () => {
    const details = changedCategories(saved, draft);
    save.mutate(
      {
        ...vars,
        version: policy.version,
        name: draft.name !== saved.name ? draft.name.trim() : undefined,
        grantFullCreditOnStart:
          draft.grantFullCreditOnStart !== saved.grantFullCreditOnStart
            ? draft.grantFullCreditOnStart
            : undefined,
        allowUsedDevicePurchase:
          draft.allowUsedDevicePurchase !== saved.allowUsedDevicePurchase
            ? draft.allowUsedDevicePurchase
            : undefined,
        details: details.length ? details : undefined,
      },
      {
        onSuccess: () => {
          // The draft as the server stores it, so the saved copy coming back ends the edit.
          setDraft(asStored(draft));
          notifications.show({ color: 'green', message: t('policies.saved') });
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="policy-details">
      <TextInput
        label={t('policies.fields.name')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        error={draft.name.trim() ? undefined : t('policies.errors.name')}
        maxLength={200}
      />
      <Group gap="xl">
        <Switch
          label={t('policies.fields.grantFullCreditOnStart')}
          checked={draft.grantFullCreditOnStart}
          onChange={(e) => setDraft({ ...draft, grantFullCreditOnStart: e.currentTarget.checked })}
        />
        <Switch
          label={t('policies.fields.allowUsedDevicePurchase')}
          checked={draft.allowUsedDevicePurchase}
          onChange={(e) => setDraft({ ...draft, allowUsedDevicePurchase: e.currentTarget.checked })}
        />
      </Group>
      {draft.categories.map((c, i) => (
        <CategoryEditor
          key={c.policyCategoryID}
          draft={c}
          defaults={defaults.data?.ceDefaultStandardBuyOutValues}
          onChange={(next) =>
            setDraft({ ...draft, categories: draft.categories.map((d, j) => (j === i ? next : d)) })
          }
        />
      ))}
      <Box pos="sticky" bottom={0} py={dirty ? 'sm' : 0} bg="var(--mantine-color-body)">
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          canSave={!invalid}
          onSave={submit}
          onCancel={reset}
          saveLabel={t('policies.save')}
          cancelLabel={t('policies.cancel')}
          savedChanged={savedChanged}
        />
      </Box>
      <DeductionTermsCard accountId={accountId} owner={{ kind: 'equipmentPolicy', policyId: policy.ID }} />
    </Stack>
  );
}
