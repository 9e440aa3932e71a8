import { Button, Center, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGqlMutation, useGqlQuery } from '../../api/gql-hooks.ts';
import type { CePolicyFieldsFragment } from '../../gql/graphql.ts';
import { CategoryEditor } from './category-editor.tsx';
import { DefaultBuyOutQuery, PolicyCategoriesQuery, UpdatePolicyMutation } from './policies-api.ts';
import { changedCategories, draftProblems, type PolicyDraft, policyDraft } from './policy-draft.ts';

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
  const [draft, setDraft] = useState<PolicyDraft | null>(saved);
  useEffect(() => setDraft(saved), [saved]);
  if (!saved || !draft)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const dirty = JSON.stringify(saved) !== JSON.stringify(draft);
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
      { onSuccess: () => notifications.show({ color: 'green', message: t('policies.saved') }) },
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
      {dirty && (
        <Group justify="flex-end" gap="sm" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button variant="default" onClick={() => setDraft(saved)} disabled={save.isPending}>
            {t('policies.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={invalid}>
            {t('policies.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
