import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onAccessDenied } from '../api/graphql-client.ts';
import { rememberTarget } from '../features/platform/session/redirect-target.ts';
import { i18n, useTranslation } from '../i18n/index.ts';
import { errorMessages } from './error-messages.ts';

const ACCESS_DENIED_ID = 'access-denied';

function AccessDeniedNotice() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('app.accessDenied.text')}</Text>
      <Button
        size="xs"
        onClick={() => {
          rememberTarget(window.location.pathname + window.location.search);
          notifications.hide(ACCESS_DENIED_ID);
          window.location.assign('/login/redirect');
        }}
      >
        {t('app.accessDenied.login')}
      </Button>
    </Stack>
  );
}

/** 000 §8: the persistent Access Denied notice with a Log in action; shown once however many calls fail. */
export function showAccessDenied() {
  notifications.show({
    id: ACCESS_DENIED_ID,
    color: 'red',
    autoClose: false,
    withCloseButton: true,
    message: <AccessDeniedNotice />,
    'data-testid': 'access-denied',
  });
}

export function hideAccessDenied() {
  notifications.hide(ACCESS_DENIED_ID);
}

function translateCode(code: string, params?: Record<string, unknown>): string | null {
  const key = `app.errors.${code}`;
  return i18n.exists(key) ? i18n.t(key, params) : null;
}

/** An error's text in the current language, for a place that shows it instead of a notice (a list's empty state). */
export function errorText(error: unknown): string {
  return errorMessages(error, translateCode).join(' ');
}

/** One notice per error, in the current language (000 §8: GraphQL errors). */
export function showErrorNotices(error: unknown) {
  for (const message of errorMessages(error, translateCode)) {
    notifications.show({ color: 'red', message, autoClose: 8000 });
  }
}

/** A 403 from the data API anywhere in the app shows the Access Denied notice. */
export function useAccessDeniedNotice() {
  useEffect(() => onAccessDenied(showAccessDenied), []);
}
