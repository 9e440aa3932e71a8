import { isValidEmail } from '@connect/shared';
import { Button, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGqlMutation, useGqlQuery } from '../../api/gql-hooks.ts';
import { PolicyRepairQuery, UpdateRepairMutation } from './policies-api.ts';

/** 002 §2 Policy repair tab: Save and Cancel only when the toggle or the e-mail differs from what is stored. */
export function PolicyRepairTab({ accountId, policyId }: { accountId: number; policyId: number }) {
  const { t } = useTranslation();
  const vars = { accountID: accountId, policyID: policyId };
  const repair = useGqlQuery(PolicyRepairQuery, vars);
  const save = useGqlMutation(UpdateRepairMutation);
  const stored = repair.data?.CEPolicyRepair;
  const [active, setActive] = useState(false);
  const [email, setEmail] = useState('');
  useEffect(() => {
    setActive(stored?.active ?? false);
    setEmail(stored?.servicePartnerEmail ?? '');
  }, [stored]);
  if (!stored) return null;
  const changed = active !== stored.active || email !== (stored.servicePartnerEmail ?? '');
  const emailProblem = active && !isValidEmail(email.trim()) ? t('policies.errors.email') : undefined;
  return (
    <Stack gap="md" data-testid="policy-repair">
      <Title order={3} size="h5">
        {t('policies.repair.heading')}
      </Title>
      <Switch
        label={t('policies.repair.offer')}
        checked={active}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
      {active && (
        <TextInput
          type="email"
          label={t('policies.repair.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={email ? emailProblem : undefined}
          maw={400}
        />
      )}
      {changed && (
        <Group gap="sm">
          <Button
            onClick={() =>
              save.mutate(
                { ...vars, active, servicePartnerEmail: email.trim() || null },
                { onSuccess: () => notifications.show({ color: 'green', message: t('policies.saved') }) },
              )
            }
            loading={save.isPending}
            disabled={!!emailProblem}
          >
            {t('policies.save')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setActive(stored.active);
              setEmail(stored.servicePartnerEmail ?? '');
            }}
          >
            {t('policies.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
