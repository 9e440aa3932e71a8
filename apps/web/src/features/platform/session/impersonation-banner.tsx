import { Button, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/index.ts';
import { type Impersonation, impersonationApi } from './session-api.ts';
import { switchIdentity } from './switch-identity.ts';

/** The logged-in-as banner (000 §1, 002 §2): who acts and for whom, with Reset back to the provider person. */
export function ImpersonationBanner({ impersonation }: { impersonation: Impersonation }) {
  const { t } = useTranslation();
  const reset = useMutation({ mutationFn: impersonationApi.reset, onSuccess: switchIdentity });
  const text =
    impersonation.kind === 'customer' || !impersonation.personName
      ? t('session.banner.asCustomer', impersonation)
      : t('session.banner.asUser', impersonation);
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="sm"
      py={4}
      bg="orange.1"
      // The light-variant text colour of theme.ts (5.4:1 on orange 1); orange 9 is 3.6:1 (issue 28 §20).
      c="var(--mantine-color-orange-light-color)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      role="status"
      // On a phone only the icon and Reset fit: the whole text is the banner's tooltip and accessible name.
      title={text}
      aria-label={text}
      data-testid="impersonation-banner"
    >
      <IconUserShare size={18} />
      <Text
        size="sm"
        fw={500}
        truncate="end"
        maw={{ sm: 200, lg: 360, xl: 560 }}
        title={text}
        visibleFrom="sm"
      >
        {text}
      </Text>
      <Button
        size="compact-sm"
        // The same dark orange under white text (6.4:1); the filled orange shade is 3.6:1.
        color="var(--mantine-color-orange-light-color)"
        loading={reset.isPending}
        onClick={() => reset.mutate()}
      >
        {t('session.banner.reset')}
      </Button>
    </Group>
  );
}
