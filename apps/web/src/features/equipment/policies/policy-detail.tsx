import { formatDate } from '@connect/shared';
import { Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { PolicyQuery } from './policies-api.ts';
import { PolicyDetailsTab } from './policy-details-tab.tsx';

// The Details tab opens first; the others (the members' list with its editor and dialogs, the repair form) load
// when chosen.
const PolicyMembersTab = lazy(() =>
  import('./policy-members-tab.tsx').then((m) => ({ default: m.PolicyMembersTab })),
);
const PolicyRepairTab = lazy(() =>
  import('./policy-repair-tab.tsx').then((m) => ({ default: m.PolicyRepairTab })),
);

const TABS = ['details', 'users', 'repair'] as const;
type Tab = (typeof TABS)[number];

/** A policy with its tabs Details, Users and Repair, the tab kept in the path. */
export function PolicyDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, tab } = useParams();
  const { accountId } = useAccountSelection();
  const policyId = Number(id);
  const valid = Number.isSafeInteger(policyId) && policyId > 0;
  const policy = useGqlQuery(
    PolicyQuery,
    accountId === null || !valid ? null : { accountID: accountId, policyID: policyId },
    { meta: { silentErrors: true } },
  );
  if (!valid || (tab !== undefined && !TABS.includes(tab as Tab))) return <Navigate to="/policies" replace />;
  if (!tab) return <Navigate to={`/policies/${policyId}/details`} replace />;
  if (policy.isError) return <Navigate to="/policies" replace />;
  const p = policy.data?.CEPolicy;
  const loader = (
    <Center py="xl">
      <Loader />
    </Center>
  );
  if (!p || accountId === null) return loader;
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h3">
          {p.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('policies.createdOn', { date: formatDate(p.createdAt as string) })}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`/policies/${policyId}/${next}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`policies.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <PolicyDetailsTab key={p.ID} accountId={accountId} policy={p} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <Suspense fallback={loader}>
            <PolicyMembersTab key={p.ID} accountId={accountId} policy={p} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="repair" pt="md">
          <Suspense fallback={loader}>
            <PolicyRepairTab key={p.ID} accountId={accountId} policyId={p.ID} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
