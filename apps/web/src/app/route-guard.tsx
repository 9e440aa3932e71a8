import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { type Access, allows, firstAllowedTarget, type Holder } from './access.ts';
import { useSessionUser } from './session-user.tsx';

function useHolder(): Holder {
  const user = useSessionUser();
  return { roles: user.roles, services: user.enabledServices };
}

function NoAccess() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack gap="xs" align="center" maw={480}>
        <Title order={2}>{t('app.noAccess.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('app.noAccess.text')}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * Shows a screen only to a person with one of its roles and services (000 §2, 002 §2); anyone else goes to the
 * fallback, or the first screen they may open. Someone who may open none sees why instead of a redirect loop.
 */
export function RouteGuard({
  access,
  fallback,
  children,
}: {
  access: Access;
  fallback?: string;
  children: ReactNode;
}) {
  const holder = useHolder();
  if (allows(access, holder)) return children;
  const target = fallback ?? firstAllowedTarget(holder);
  return target ? <Navigate to={target} replace /> : <NoAccess />;
}

/** Any other path (000 §2): the first allowed target, or the dashboard. */
export function FirstAllowedRedirect() {
  return <Navigate to={firstAllowedTarget(useHolder()) ?? '/dashboard'} replace />;
}
