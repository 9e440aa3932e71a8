import { Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGqlMutation } from '../../api/gql-hooks.ts';
import { SaveBar } from '../../ui/save-bar.tsx';
import { AppliesFrom } from '../payment-profiles/closed-months.tsx';
import type { ProfileOption } from './bulk-profile-bar.tsx';
import {
  SetUserCustomFieldValues,
  type SubscriptionDetail,
  UpdatePaymentProfileMembership,
} from './users-api.ts';

/** The profile selector's value for "no profile of its own": the account's standard profile applies. */
const STANDARD = 'standard';

/** Only what the person touched: what they did not touch follows the saved values as they reload. */
type Draft = { profile: string | null; fields: Record<number, string> };
const UNTOUCHED: Draft = { profile: null, fields: {} };

/**
 * 000 §2 Settings: the subscription's payment profile and the person's custom fields. Save and Cancel appear only
 * when something differs from what is saved; a changed profile says 'Payment profile updated', changed fields
 * 'Settings updated'.
 */
export function SubscriptionSettings({
  accountId,
  detail,
  profiles,
}: {
  accountId: number;
  detail: SubscriptionDetail;
  profiles: readonly ProfileOption[];
}) {
  const { t } = useTranslation();
  const savedProfile = detail.paymentProfileID == null ? STANDARD : String(detail.paymentProfileID);
  const [draft, setDraft] = useState<Draft>(UNTOUCHED);
  const assignProfile = useGqlMutation(UpdatePaymentProfileMembership);
  const setValues = useGqlMutation(SetUserCustomFieldValues);

  const profile = draft.profile ?? savedProfile;
  const profileChanged = profile !== savedProfile;
  const changedFields = detail.customFields
    .filter((f) => (draft.fields[f.accountCustomFieldID] ?? f.value) !== f.value)
    .map((f) => ({
      accountCustomFieldID: f.accountCustomFieldID,
      value: draft.fields[f.accountCustomFieldID] ?? '',
    }));
  const dirty = profileChanged || changedFields.length > 0;
  const saving = assignProfile.isPending || setValues.isPending;
  const standard = profiles.find((p) => p.default);

  async function save() {
    if (profileChanged) {
      await assignProfile.mutateAsync({
        accountID: accountId,
        subscriptionID: detail.subscriptionID,
        profileID: profile === STANDARD ? null : Number(profile),
        version: detail.version,
      });
      notifications.show({ color: 'green', message: t('users.toast.profileUpdated') });
    }
    if (changedFields.length > 0 && detail.userID != null) {
      await setValues.mutateAsync({ accountID: accountId, userID: detail.userID, values: changedFields });
      notifications.show({ color: 'green', message: t('users.toast.settingsUpdated') });
    }
    setDraft(UNTOUCHED);
  }

  return (
    <Paper withBorder p="md" data-testid="subscription-settings">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('users.settings.title')}
        </Title>
        <Select
          label={t('users.settings.profile')}
          data={[
            {
              value: STANDARD,
              label: standard
                ? t('users.settings.standardProfileNamed', { name: standard.description })
                : t('users.settings.standardProfile'),
            },
            ...profiles.map((p) => ({ value: String(p.ID), label: p.description })),
          ]}
          value={profile}
          onChange={(v) => v && setDraft((d) => ({ ...d, profile: v }))}
          allowDeselect={false}
        />
        {detail.customFields.map((f) => (
          <TextInput
            key={f.accountCustomFieldID}
            label={f.name}
            value={draft.fields[f.accountCustomFieldID] ?? f.value}
            description={f.isDefault ? t('users.settings.fromDefault') : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, fields: { ...d.fields, [f.accountCustomFieldID]: value } }));
            }}
          />
        ))}
        <SaveBar
          dirty={dirty}
          saving={saving}
          onSave={() => void save().catch(() => undefined)}
          onCancel={() => setDraft(UNTOUCHED)}
          saveLabel={t('users.settings.save')}
          cancelLabel={t('users.settings.cancel')}
          note={profileChanged ? <AppliesFrom /> : undefined}
        />
      </Stack>
    </Paper>
  );
}
