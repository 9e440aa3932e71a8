import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginCard } from './login-card.tsx';
import { sessionApi } from './session-api.ts';

/** /login/redirect: starts the login on load (000 §2), straight to the identity provider. */
export default function LoginRedirectPage() {
  const { t } = useTranslation();
  const url = useQuery({
    queryKey: ['session', 'loginUrl'],
    queryFn: sessionApi.loginUrl,
    gcTime: 0,
    meta: { silentErrors: true },
  });
  useEffect(() => {
    if (url.data) window.location.assign(url.data);
  }, [url.data]);
  return (
    <LoginCard>
      {url.isError ? (
        <Stack>
          <Text c="red">{t('session.login.failed')}</Text>
          <Anchor component={Link} to="/login">
            {t('session.login.back')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>{t('session.login.redirecting')}</Text>
        </Stack>
      )}
    </LoginCard>
  );
}
