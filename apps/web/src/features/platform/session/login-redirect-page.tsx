import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { LoginCard } from './login-card.tsx';
import { sessionApi } from './session-api.ts';
import { once, useFailed } from './use-once.ts';

const toProvider = once(async () => window.location.assign(await sessionApi.loginUrl()));

/** /login/redirect: starts the login on load (000 §2), straight to the identity provider. */
export default function LoginRedirectPage() {
  const { t } = useTranslation();
  const failed = useFailed(toProvider);
  return (
    <LoginCard>
      {failed ? (
        <Stack>
          <Text c="red">{t('session.login.failed')}</Text>
          <Anchor href="/login">{t('session.login.back')}</Anchor>
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
