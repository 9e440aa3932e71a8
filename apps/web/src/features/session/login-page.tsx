import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { setToken } from '../../api/session-storage.ts';
import { hideAccessDenied } from '../../app/notices.tsx';
import { queryClient } from '../../app/query-client.ts';
import { takeIdleLogoutNote } from './idle-logout.ts';
import { LoginCard } from './login-card.tsx';
import { takeTarget } from './redirect-target.ts';
import { sessionApi } from './session-api.ts';

function StartLogin({ failed }: { failed?: boolean }) {
  const { t } = useTranslation();
  const [idleLogout] = useState(takeIdleLogoutNote);
  const start = useMutation({
    mutationFn: sessionApi.loginUrl,
    onSuccess: (url) => window.location.assign(url),
    meta: { silentErrors: true },
  });
  return (
    <Stack>
      {idleLogout && (
        <Alert color="blue" data-testid="idle-logout-note">
          {t('session.login.idleLogout')}
        </Alert>
      )}
      {(failed || start.isError) && (
        <Alert color="red" data-testid="login-failed">
          {t('session.login.failed')}
        </Alert>
      )}
      <Text>{t('session.login.intro')}</Text>
      <Button
        size="md"
        leftSection={<IconLogin size={18} />}
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {t('session.login.button')}
      </Button>
    </Stack>
  );
}

/** Back from the identity provider with `code` and `state`: exchange them for the portal's token, then go on. */
function CompleteLogin(callback: { state: string; code: string; iss?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);
  const token = useQuery({
    queryKey: ['session', 'authenticate', callback],
    queryFn: () => sessionApi.authenticate(callback),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentErrors: true },
  });
  useEffect(() => {
    if (!token.data || done.current) return;
    done.current = true;
    setToken(token.data);
    hideAccessDenied();
    // Nothing cached for an earlier session may leak into this one.
    queryClient.clear();
    navigate(takeTarget(), { replace: true });
  }, [token.data, navigate]);

  if (token.isError) return <StartLogin failed />;
  return (
    <Stack align="center">
      <Loader />
      <Text>{t('session.login.completing')}</Text>
    </Stack>
  );
}

/** /login: the Log in button, or the end of the login when the identity provider sent us back (000 §2). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const state = params.get('state');
  const code = params.get('code');
  const iss = params.get('iss');
  return (
    <LoginCard>
      {state && code ? (
        <CompleteLogin state={state} code={code} {...(iss ? { iss } : {})} />
      ) : (
        // The provider sends `error` instead of a code when the login was cancelled or refused.
        <StartLogin failed={params.has('error')} />
      )}
    </LoginCard>
  );
}
