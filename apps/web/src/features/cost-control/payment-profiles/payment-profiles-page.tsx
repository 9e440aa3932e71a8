import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ListAndDetail } from '../../../ui/list-and-detail.tsx';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { ProfileDetail } from './profile-detail.tsx';
import { ProfileList } from './profile-list.tsx';
import { useProfiles } from './profiles-api.ts';

// The screen opens on a profile; the sent messages and the new-profile wizard load when asked for.
const OutboxPage = lazy(() => import('./outbox-page.tsx').then((m) => ({ default: m.OutboxPage })));
const CreateWizard = lazy(() => import('./create-wizard.tsx').then((m) => ({ default: m.CreateWizard })));

const loader = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** The list beside the chosen profile (or the wizard). */
function ProfilesLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accountId } = useAccountSelection();
  const profiles = useProfiles(accountId);
  return (
    <PageLayout
      title={t('payment-profiles.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconMessage size={16} />}
          onClick={() => navigate('/payment-profiles/outbox')}
        >
          {t('payment-profiles.outbox.title')}
        </Button>
      }
    >
      <ListAndDetail
        list={
          accountId !== null && profiles.data ? (
            <ProfileList accountId={accountId} profiles={profiles.data} />
          ) : (
            loader
          )
        }
      />
    </PageLayout>
  );
}

/** With no profile chosen, the first one opens (000 §2); an account without profiles invites to add one. */
function FirstProfile() {
  const { t } = useTranslation();
  const { accountId } = useAccountSelection();
  const profiles = useProfiles(accountId);
  const first = profiles.data?.[0];
  if (first) return <Navigate to={`/payment-profiles/${first.ID}/settings`} replace />;
  if (!profiles.data) return null;
  return (
    <Stack align="center" py="xl">
      <Text c="dimmed">{t('payment-profiles.list.empty')}</Text>
    </Stack>
  );
}

/** 000 §2 Payment profiles: payment-profiles, payment-profiles/{id}/{tab}, payment-profiles/create/{step}. */
export default function PaymentProfilesPage() {
  return (
    <Routes>
      <Route
        path="outbox"
        element={
          <Suspense fallback={loader}>
            <OutboxPage />
          </Suspense>
        }
      />
      <Route element={<ProfilesLayout />}>
        <Route index element={<FirstProfile />} />
        <Route path="create" element={<Navigate to="/payment-profiles/create/settings" replace />} />
        <Route
          path="create/:step"
          element={
            <Suspense fallback={loader}>
              <CreateWizard />
            </Suspense>
          }
        />
        <Route path=":id" element={<ProfileDetail />} />
        <Route path=":id/:tab" element={<ProfileDetail />} />
        <Route path="*" element={<Navigate to="/payment-profiles" replace />} />
      </Route>
    </Routes>
  );
}
