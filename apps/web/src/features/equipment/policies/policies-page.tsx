import { Button, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useNavigate } from 'react-router';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { PoliciesQuery } from './policies-api.ts';
import { PolicyDetail } from './policy-detail.tsx';
import { PolicyList } from './policy-list.tsx';

// Opened by a button: the guideline card (with its dialog and PDF view) and the new-policy dialog.
const GuidelineSettings = lazy(() =>
  import('./guideline-settings.tsx').then((m) => ({ default: m.GuidelineSettings })),
);
const NewEmployeeRulesDialog = lazy(() =>
  import('./new-employee-rules-dialog.tsx').then((m) => ({ default: m.NewEmployeeRulesDialog })),
);
const NewPolicyDialog = lazy(() =>
  import('./new-policy-dialog.tsx').then((m) => ({ default: m.NewPolicyDialog })),
);

/** The list beside the chosen policy; Settings opens the guideline card (002 §2 Policies screen). */
function PoliciesLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accountId } = useAccountSelection();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  // Changing the account resets the selection and returns to the list.
  const previous = useRef(accountId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== accountId) navigate('/policies');
    previous.current = accountId;
  }, [accountId, navigate]);
  return (
    <PageLayout
      title={t('policies.title')}
      actions={
        <>
          <Button
            variant={settingsOpen ? 'light' : 'default'}
            leftSection={<IconSettings size={16} />}
            onClick={() => setSettingsOpen((o) => !o)}
            aria-expanded={settingsOpen}
          >
            {t('policies.settings')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setRulesOpen(true)}
            disabled={accountId === null}
          >
            {t('new-employee-rules.open')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            disabled={accountId === null}
          >
            {t('policies.addNew')}
          </Button>
        </>
      }
    >
      {settingsOpen && accountId !== null && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader />
            </Center>
          }
        >
          <GuidelineSettings accountId={accountId} />
        </Suspense>
      )}
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          {accountId !== null && <PolicyList accountId={accountId} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
      {accountId !== null && (
        <Deferred when={adding}>
          <NewPolicyDialog
            accountId={accountId}
            opened={adding}
            onClose={() => setAdding(false)}
            onCreated={(id) => {
              setAdding(false);
              navigate(`/policies/${id}/details`);
            }}
          />
        </Deferred>
      )}
      {accountId !== null && (
        <Deferred when={rulesOpen}>
          <NewEmployeeRulesDialog
            accountId={accountId}
            opened={rulesOpen}
            onClose={() => setRulesOpen(false)}
          />
        </Deferred>
      )}
    </PageLayout>
  );
}

/** With no policy chosen the first one opens; with none at all, the Details heading and "No policies yet". */
function FirstPolicy() {
  const { t } = useTranslation();
  const { accountId } = useAccountSelection();
  const policies = useGqlQuery(PoliciesQuery, accountId === null ? null : { accountID: accountId });
  const first = policies.data?.CEPolicies[0];
  if (first) return <Navigate to={`/policies/${first.ID}/details`} replace />;
  if (!policies.data) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('policies.details')}
      </Title>
      <Text c="dimmed">{t('policies.empty')}</Text>
    </Stack>
  );
}

/** 002 §2 routes: /policies, /policies/{id}/details, /policies/{id}/users, /policies/{id}/repair. */
export default function PoliciesPage() {
  return (
    <Routes>
      <Route element={<PoliciesLayout />}>
        <Route index element={<FirstPolicy />} />
        <Route path=":id/:tab" element={<PolicyDetail />} />
        <Route path=":id" element={<PolicyDetail />} />
        <Route path="*" element={<Navigate to="/policies" replace />} />
      </Route>
    </Routes>
  );
}
