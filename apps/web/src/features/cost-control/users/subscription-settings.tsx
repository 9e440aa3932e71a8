import { CUSTOM_FIELD_VALUE_MAX, customFieldValueSchema } from '@connect/shared';
import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import type { ProfileOptionFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { Select } from '../../../ui/select.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { AppliesFrom } from '../payment-profiles/closed-months.tsx';
import {
  SetUserCustomFieldValues,
  type SubscriptionDetail,
  UpdatePaymentProfileMembership,
} from './users-api.ts';

/** The profile selector's value for "no profile of its own": the account's standard profile applies. */
const STANDARD = 'standard';

type Draft = { profile: string; fields: Record<number, string> };

/** Only what the person touched stays on a reload: what they did not touch follows the saved values. */
function keepTouched(draft: Draft, saved: Draft, before: Draft): Draft {
  return {
    profile: draft.profile === before.profile ? saved.profile : draft.profile,
    fields: Object.fromEntries(
      Object.entries(saved.fields).map(([id, value]) => {
        const mine = draft.fields[Number(id)];
        return [id, mine === undefined || mine === before.fields[Number(id)] ? value : mine];
      }),
    ),
  };
}

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
  profiles: readonly ProfileOptionFragment[];
}) {
  const { t } = useTranslation();
  const savedProfile = detail.paymentProfileID == null ? STANDARD : String(detail.paymentProfileID);
  const { draft, patch, set, dirty, reset } = useDraft<Draft>(
    {
      profile: savedProfile,
      fields: Object.fromEntries(detail.customFields.map((f) => [f.accountCustomFieldID, f.value])),
    },
    { rebase: keepTouched },
  );
  const assignProfile = useGqlMutation(UpdatePaymentProfileMembership);
  const setValues = useGqlMutation(SetUserCustomFieldValues);

  const profile = draft.profile;
  const profileChanged = profile !== savedProfile;
  const fieldValue = (f: { accountCustomFieldID: number; value: string }) =>
    draft.fields[f.accountCustomFieldID] ?? f.value;
  const changedFields = detail.customFields
    .filter((f) => fieldValue(f) !== f.value)
    .map((f) => ({ accountCustomFieldID: f.accountCustomFieldID, value: fieldValue(f) }));
  // The server's own rule for a value (packages/shared custom-fields.ts).
  const tooLong = (value: string) => !customFieldValueSchema.safeParse(value).success;
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
    reset();
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
          onChange={(v) => v && patch({ profile: v })}
          allowDeselect={false}
        />
        {detail.customFields.map((f) => (
          <TextInput
            key={f.accountCustomFieldID}
            label={f.name}
            value={fieldValue(f)}
            description={f.isDefault ? t('users.settings.fromDefault') : undefined}
            error={
              tooLong(fieldValue(f))
                ? t('users.settings.valueTooLong', { max: CUSTOM_FIELD_VALUE_MAX })
                : undefined
            }
            onChange={(e) => {
              const value = e.currentTarget.value;
              set((d) => ({ ...d, fields: { ...d.fields, [f.accountCustomFieldID]: value } }));
            }}
          />
        ))}
        <SaveBar
          dirty={dirty}
          saving={saving}
          onSave={() => void save().catch(() => undefined)}
          canSave={!changedFields.some((f) => tooLong(f.value))}
          onCancel={reset}
          saveLabel={t('users.settings.save')}
          cancelLabel={t('users.settings.cancel')}
          note={profileChanged ? <AppliesFrom /> : undefined}
        />
      </Stack>
    </Paper>
  );
}
