import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { PolicyCard } from './policy-card.tsx';
import { CorrectCreditMutation, MyPolicyQuery, myPolicyVariables } from './webshop-api.ts';

/**
 * 002 §2 My equipment policy: the policy's name and one card per category, the caller's own or, for an admin shopping
 * as an employee, that employee's (`personName` then names them). An admin (ConnectEquipmentOverview) may correct
 * the credit on a card; the correction is logged with who made it.
 */
export function MyPolicy({
  accountId,
  catalogId,
  canCorrect,
  personName = null,
}: {
  accountId: number;
  catalogId: number;
  canCorrect: boolean;
  personName?: string | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const policy = useGqlQuery(MyPolicyQuery, myPolicyVariables(accountId, catalogId));
  const correct = useGqlMutation(CorrectCreditMutation);
  const categories = [...(policy.data?.userPolicyCategoryDetails ?? [])];
  if (policy.data && categories.length === 0)
    return (
      <Text c="dimmed" data-testid="my-policy">
        {personName ? t('webshop.policy.noneOf', { person: personName }) : t('webshop.policy.none')}
      </Text>
    );
  const first = categories[0];

  return (
    <Stack gap="sm" data-testid="my-policy">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {first
            ? personName
              ? t('webshop.policy.titleOf', { person: personName, name: first.policyName })
              : t('webshop.policy.title', { name: first.policyName })
            : t('webshop.policy.titleEmpty')}
        </Title>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        >
          {t('webshop.policy.companyPolicy')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {categories.map((c) => (
          <PolicyCard
            key={c.policyCategoryID}
            category={c}
            companyPolicyOpen={open}
            onCorrect={
              canCorrect
                ? (amount) =>
                    correct.mutate(
                      {
                        policyID: c.policyID,
                        catalogID: catalogId,
                        policyCategoryID: c.policyCategoryID,
                        amount,
                        reason: t('webshop.policy.correctionReason'),
                      },
                      {
                        onSuccess: () =>
                          notifications.show({ color: 'green', message: t('webshop.policy.corrected') }),
                      },
                    )
                : null
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
