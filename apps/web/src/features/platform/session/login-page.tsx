import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { setToken } from '../../../api/session-storage.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { takeAccessDeniedNote } from './access-denied-note.ts';
import { takeIdleLogoutNote } from './idle-logout.ts';
import { LoginCard } from './login-card.tsx';
import { takeTarget } from './redirect-target.ts';
import { sessionApi } from './session-api.ts';
import { once, useFailed } from './use-once.ts';

function StartLogin({ failed }: { failed?: boolean }) {
  const { t } = useTranslation();
  const [idleLogout] = useState(takeIdleLogoutNote);
  const [accessDenied] = useState(takeAccessDeniedNote);
  const [state, setState] = useState<'ready' | 'busy' | 'failed'>('ready');
  const start = () => {
    setState('busy');
    sessionApi.loginUrl().then(
      (url) => window.location.assign(url),
      () => setState('failed'),
    );
  };
  return (
    <Stack>
      {idleLogout && (
        <Alert color="blue" data-testid="idle-logout-note">
          {t('session.login.idleLogout')}
        </Alert>
      )}
      {accessDenied && (
        <Alert color="red" data-testid="access-denied">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('app.accessDenied.text')}</Text>
            <Button size="xs" component="a" href="/login/redirect">
              {t('app.accessDenied.login')}
            </Button>
          </Stack>
        </Alert>
      )}
      {(failed || state === 'failed') && (
        <Alert color="red" data-testid="login-failed">
          {t('session.login.failed')}
        </Alert>
      )}
      <Text>{t('session.login.intro')}</Text>
      <Button size="md" leftSection={<IconLogin size={18} />} loading={state === 'busy'} onClick={start}>
        {t('session.login.button')}
      </Button>
    </Stack>
  );
}

/**
 * Back from the identity provider with `code` and `state`: exchange them for the portal's token (once: the state is
 * single use), then on into the app, a new page load, so nothing of an earlier session stays in memory.
 */
const completeLogin = once(async () => {
  const params = new URLSearchParams(window.location.search);
  const callback = { state: params.get('state') ?? '', code: params.get('code') ?? '' };
  const iss = params.get('iss');
  setToken(await sessionApi.authenticate(iss ? { ...callback, iss } : callback));
  window.location.replace(takeTarget());
});

function CompleteLogin() {
  const { t } = useTranslation();
  if (useFailed(completeLogin)) return <StartLogin failed />;
  return (
    <Stack align="center">
      <Loader />
      <Text>{t('session.login.completing')}</Text>
    </Stack>
  );
}

/** /login: the Log in button, or the end of the login when the identity provider sent us back (000 §2). */
export default function LoginPage() {
  const params = new URLSearchParams(window.location.search);
  return (
    <LoginCard>
      {params.get('state') && params.get('code') ? (
        <CompleteLogin />
      ) : (
        // The provider sends `error` instead of a code when the login was cancelled or refused.
        <StartLogin failed={params.has('error')} />
      )}
    </LoginCard>
  );
}
