import { Box, Burger, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { ImpersonationBanner } from '../features/platform/session/impersonation-banner.tsx';
import { useTranslation } from '../i18n/index.ts';
import { loadOnUse, useLoadOnUse } from '../ui/load-on-use.ts';
import { AccountSelector } from './account-selector.tsx';
import { AvatarButton } from './avatar-button.tsx';
import { useSessionUser } from './session-user.tsx';

// The menu brings Mantine's menu and floating parts, which no screen needs to show (issue 10 §7).
const avatarMenu = loadOnUse(() => import('./avatar-menu.tsx'));

/** The person's menu, its button standing in until the menu has loaded (ui/load-on-use.ts). */
function PersonMenu() {
  const { loaded, intent, standIn } = useLoadOnUse(avatarMenu);
  if (loaded) return <loaded.AvatarMenu intent={intent} />;
  return <AvatarButton {...standIn} />;
}

type Props = {
  withAccountSelector: boolean;
  mobileMenuOpened: boolean;
  desktopMenuOpened: boolean;
  onToggleMobileMenu: () => void;
  onToggleDesktopMenu: () => void;
};

/** 000 §2: menu toggle, logo, account selector, logged-in-as banner, avatar menu. */
export function TopBar(props: Props) {
  const { t } = useTranslation();
  const { impersonation } = useSessionUser();
  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={props.mobileMenuOpened}
          onClick={props.onToggleMobileMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('app.topBar.toggleMenu')}
        />
        <Burger
          opened={props.desktopMenuOpened}
          onClick={props.onToggleDesktopMenu}
          visibleFrom="sm"
          size="sm"
          aria-label={t('app.topBar.toggleMenu')}
        />
        <UnstyledButton component={Link} to="/" aria-label={t('app.topBar.home', { name: t('app.name') })}>
          <Group gap={8} wrap="nowrap">
            <Image src="/favicon.svg" alt="" w={28} h={28} />
            <Text fw={700} size="lg" visibleFrom="xs">
              {t('app.name')}
            </Text>
          </Group>
        </UnstyledButton>
        {props.withAccountSelector && (
          <Box ml="md">
            <AccountSelector />
          </Box>
        )}
      </Group>
      <Group gap="md" wrap="nowrap">
        {impersonation && <ImpersonationBanner impersonation={impersonation} />}
        <PersonMenu />
      </Group>
    </Group>
  );
}
