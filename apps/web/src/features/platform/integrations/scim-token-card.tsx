import { formatDateTime } from '@connect/shared';
import { Alert, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CreateScimTokenMutation, RevokeScimTokenMutation, ScimTokenQuery } from './integrations-api.ts';

/**
 * The customer's SCIM token: where the directory calls, the token in use (only its last four characters), a new one
 * shown once, and revoking it. A new token stops the one before, so the card asks first when one is in use.
 */
export function ScimTokenCard({ endpointUrl }: { endpointUrl: string | undefined }) {
  const { t } = useTranslation();
  const token = useGqlQuery(ScimTokenQuery, {});
  const create = useGqlMutation(CreateScimTokenMutation);
  const revoke = useGqlMutation(RevokeScimTokenMutation);
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  const current = token.data?.scimToken ?? null;

  const makeToken = () =>
    create.mutate(
      {},
      {
        onSuccess: (r) => {
          setSecret(r.createScimToken.secret);
          setAsking(null);
        },
      },
    );
  const revokeToken = () =>
    current &&
    revoke.mutate(
      { id: current.id },
      {
        onSuccess: () => {
          setSecret(null);
          setAsking(null);
        },
      },
    );

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.scim.title')}
        </Title>
        <Text size="sm">{t('integrations.scim.intro')}</Text>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('integrations.scim.endpoint')}
          </Text>
          <Code data-testid="scim-endpoint">{endpointUrl ?? ''}</Code>
        </Group>
        {secret && (
          <Alert color="green" title={t('integrations.scim.secretTitle')} data-testid="scim-secret-alert">
            <Stack gap="xs">
              <Text size="sm">{t('integrations.scim.secretOnce')}</Text>
              <Code block data-testid="scim-secret">
                {secret}
              </Code>
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void navigator.clipboard?.writeText(secret)}
                >
                  {t('integrations.scim.copy')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setSecret(null)}>
                  {t('integrations.scim.hide')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {current ? (
          <Stack gap={4} data-testid="scim-token">
            <Text size="sm">
              {t('integrations.scim.inUse', {
                hint: current.hint,
                date: formatDateTime(current.createdAt),
                name: current.createdByName ?? t('integrations.scim.someone'),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {current.lastUsedAt
                ? t('integrations.scim.lastUsed', { date: formatDateTime(current.lastUsedAt) })
                : t('integrations.scim.neverUsed')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="scim-no-token">
            {token.data ? t('integrations.scim.none') : ''}
          </Text>
        )}
        <Group>
          <Button onClick={() => (current ? setAsking('replace') : makeToken())} loading={create.isPending}>
            {current ? t('integrations.scim.replace') : t('integrations.scim.create')}
          </Button>
          {current && (
            <Button color="red" variant="light" onClick={() => setAsking('revoke')}>
              {t('integrations.scim.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking === 'revoke' ? 'integrations.scim.revokeTitle' : 'integrations.scim.replaceTitle')}
        message={t('integrations.scim.stopsWorking')}
        confirmLabel={t(asking === 'revoke' ? 'integrations.scim.revoke' : 'integrations.scim.replace')}
        loading={create.isPending || revoke.isPending}
        onConfirm={asking === 'revoke' ? () => void revokeToken() : makeToken}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
