import { DEDUCTION_TERMS_MIN, formatDate, formatDateTime } from '@connect/shared';
import { Accordion, Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import type { DeductionTermsFieldsFragment as Terms } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import {
  CePolicyDeductionTermsQuery,
  PaymentProfileDeductionTermsQuery,
  SaveCePolicyDeductionTermsMutation,
  SavePaymentProfileDeductionTermsMutation,
} from './deduction-consent-api.ts';

export type TermsOwnerRef =
  | { kind: 'paymentProfile'; profileId: number }
  | { kind: 'equipmentPolicy'; policyId: number };

/** The versions of the owner's terms, newest first, and a save of a new version. */
function useTerms(accountId: number, owner: TermsOwnerRef) {
  const isProfile = owner.kind === 'paymentProfile';
  const profile = useGqlQuery(
    PaymentProfileDeductionTermsQuery,
    owner.kind === 'paymentProfile' ? { accountID: accountId, profileID: owner.profileId } : null,
  );
  const policy = useGqlQuery(
    CePolicyDeductionTermsQuery,
    owner.kind === 'equipmentPolicy' ? { accountID: accountId, policyID: owner.policyId } : null,
  );
  const saveProfile = useGqlMutation(SavePaymentProfileDeductionTermsMutation);
  const savePolicy = useGqlMutation(SaveCePolicyDeductionTermsMutation);
  const versions: Terms[] | undefined = isProfile
    ? profile.data?.paymentProfileDeductionTerms
    : policy.data?.cePolicyDeductionTerms;
  const save = (text: string, version: number, hold: boolean): Promise<unknown> =>
    owner.kind === 'paymentProfile'
      ? saveProfile.mutateAsync({
          accountID: accountId,
          profileID: owner.profileId,
          text,
          version,
          holdWithoutConsent: hold,
        })
      : savePolicy.mutateAsync({
          accountID: accountId,
          policyID: owner.policyId,
          text,
          version,
          holdWithoutConsent: hold,
        });
  return { versions, save, saving: saveProfile.isPending || savePolicy.isPending };
}

/**
 * The deduction terms of a payment profile or an equipment policy (docs/DEDUCTION-CONSENT.md): the current text to
 * edit and save as the next version, with whether deductions wait for consent (part of each version), and the
 * earlier versions, readable as they were accepted.
 */
export function DeductionTermsCard({ accountId, owner }: { accountId: number; owner: TermsOwnerRef }) {
  const { versions } = useTerms(accountId, owner);
  if (!versions) return null;
  const current = versions[0];
  // Remounted per version, so the form starts from what is stored after each save.
  return <TermsForm key={current?.ID ?? 0} accountId={accountId} owner={owner} versions={versions} />;
}

function TermsForm({
  accountId,
  owner,
  versions,
}: {
  accountId: number;
  owner: TermsOwnerRef;
  versions: Terms[];
}) {
  const { t } = useTranslation();
  const { save, saving } = useTerms(accountId, owner);
  const current = versions[0];
  const [text, setText] = useState(current?.text ?? '');
  const [hold, setHold] = useState(current?.holdWithoutConsent ?? false);
  const tooShort = text.trim().length < DEDUCTION_TERMS_MIN;
  const changed = text.trim() !== (current?.text ?? '') || hold !== (current?.holdWithoutConsent ?? false);

  const submit = async () => {
    try {
      await save(text.trim(), current?.version ?? 0, hold);
      notifications.show({
        color: 'green',
        message: t('deduction-consent.editor.saved', { version: (current?.version ?? 0) + 1 }),
      });
    } catch (e) {
      const conflict = e instanceof GraphqlRequestError && e.code === 'CONFLICT';
      notifications.show({
        color: 'red',
        message: t(`deduction-consent.editor.${conflict ? 'conflict' : 'failed'}`),
      });
    }
  };

  return (
    <Card withBorder padding="md" data-testid="deduction-terms">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('deduction-consent.editor.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deduction-consent.editor.intro')}
        </Text>
        <Text size="sm">
          {current
            ? t('deduction-consent.editor.current', {
                version: current.version,
                date: formatDateTime(current.createdAt),
                name: current.createdByName ?? '–',
              })
            : t('deduction-consent.editor.none')}
        </Text>
        <Textarea
          label={t('deduction-consent.editor.text')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={14}
          error={
            text.trim() !== '' && tooShort
              ? t('deduction-consent.editor.tooShort', { n: DEDUCTION_TERMS_MIN })
              : null
          }
        />
        <Checkbox
          label={t('deduction-consent.editor.hold')}
          description={t('deduction-consent.editor.holdHint')}
          checked={hold}
          onChange={(e) => setHold(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={saving} disabled={tooShort || !changed}>
            {t('deduction-consent.editor.save')}
          </Button>
        </Group>
        {versions.length > 1 && (
          <Accordion variant="contained">
            <Accordion.Item value="older">
              <Accordion.Control>{t('deduction-consent.editor.older')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {versions.slice(1).map((v) => (
                    <Stack key={v.ID} gap={2}>
                      <Text size="sm" fw={600}>
                        {t('deduction-consent.editor.version', {
                          version: v.version,
                          date: formatDate(v.createdAt),
                        })}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {v.text}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
