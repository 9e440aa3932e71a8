import { Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { getToken, setToken } from '../../../api/session-storage.ts';
import { ACCOUNT_SELECTION_KEY } from '../../../app/account-choice.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { LoginCard } from './login-card.tsx';
import { forgetTarget } from './redirect-target.ts';
import { sessionApi } from './session-api.ts';
import { once } from './use-once.ts';

/**
 * Ends the session on the server, forgets the token and the choices of this person, and returns where the server
 * says (the identity provider's end of session, which comes back to /login). A session already gone still ends
 * here on the login page.
 */
const logOut = once(async () => {
  const url = await (getToken() ? sessionApi.logout() : Promise.resolve('/login')).catch(() => '/login');
  setToken(null);
  localStorage.removeItem(ACCOUNT_SELECTION_KEY);
  forgetTarget();
  window.location.assign(url);
});

/** /logout: logs out on entry (000 §2). */
export default function LogoutPage() {
  const { t } = useTranslation();
  useEffect(() => {
    void logOut();
  }, []);
  return (
    <LoginCard>
      <Stack align="center">
        <Loader />
        <Text>{t('session.logout.busy')}</Text>
      </Stack>
    </LoginCard>
  );
}
