import { formatDateTime } from '@connect/shared';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import type { ScimActivityQuery as ActivityResult } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { ScimActivityQuery } from './integrations-api.ts';
import { ScimTokenCard } from './scim-token-card.tsx';

type Activity = ActivityResult['scimActivity'];

/**
 * Integrations (issue 30): the company's own directory (Entra ID, Google, …) provisioning its people over SCIM. The
 * administrator makes and revokes the token here, and sees when the directory last called, what it changed and the
 * directory users it would not guess a person for.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const activity = useGqlQuery(ScimActivityQuery, {});
  const a = activity.data?.scimActivity;
  return (
    <PageLayout title={t('integrations.title')}>
      <ScimTokenCard endpointUrl={a?.endpointUrl} />
      <Text size="sm" data-testid="scim-last-called">
        {a?.lastCalledAt
          ? t('integrations.activity.lastCalled', { date: formatDateTime(a.lastCalledAt) })
          : t('integrations.activity.neverCalled')}
      </Text>
      {a && <Conflicts conflicts={a.conflicts} />}
      {a && <Changes changes={a.changes} />}
    </PageLayout>
  );
}

function Conflicts({ conflicts }: { conflicts: Activity['conflicts'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.conflicts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.conflicts.intro')}
        </Text>
        {conflicts.length === 0 ? (
          <Text size="sm">{t('integrations.conflicts.none')}</Text>
        ) : (
          <Table aria-label={t('integrations.conflicts.title')} data-testid="scim-conflicts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('integrations.conflicts.userName')}</Table.Th>
                <Table.Th>{t('integrations.conflicts.reason')}</Table.Th>
                <Table.Th>{t('integrations.conflicts.candidates')}</Table.Th>
                <Table.Th>{t('integrations.conflicts.last')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflicts.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.userName}</Table.Td>
                  <Table.Td>
                    {t(`integrations.conflicts.reasons.${c.reason}`)}
                    <Text size="xs" c="dimmed">
                      {t('integrations.conflicts.matchedBy', {
                        keys: c.matchedBy.map((k) => t(`integrations.fields.${k}`)).join(', '),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {c.candidates.map((p) => (
                      <Text size="sm" key={p.catalogId}>
                        {[p.name, p.email, p.employeeNumber].filter(Boolean).join(' · ')}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(c.lastAt)}
                    <Text size="xs" c="dimmed">
                      {t('integrations.conflicts.attempts', { count: c.attempts })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

function Changes({ changes }: { changes: Activity['changes'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.activity.title')}
        </Title>
        {changes.length === 0 ? (
          <Text size="sm">{t('integrations.activity.none')}</Text>
        ) : (
          <Table aria-label={t('integrations.activity.title')} data-testid="scim-changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('integrations.activity.when')}</Table.Th>
                <Table.Th>{t('integrations.activity.operation')}</Table.Th>
                <Table.Th>{t('integrations.activity.person')}</Table.Th>
                <Table.Th>{t('integrations.activity.fields')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{formatDateTime(c.at)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={c.operation === 'deactivated' || c.operation === 'deleted' ? 'red' : 'blue'}
                    >
                      {t(`integrations.operations.${c.operation}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {c.personName ?? ''}
                    <Text size="xs" c="dimmed">
                      {c.userName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.fields.map((f) => t(`integrations.fields.${f}`)).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
