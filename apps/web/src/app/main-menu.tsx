import { Box, NavLink } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconDeviceMobile,
  IconFileSpreadsheet,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconPlugConnected,
  IconShieldCheck,
  IconShoppingCart,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { type MenuKey, visibleMenu } from './access.ts';
import { useSessionUser } from './session-user.tsx';

const ICONS: Record<MenuKey, Icon> = {
  dashboard: IconLayoutDashboard,
  paymentProfiles: IconWallet,
  users: IconUsers,
  reports: IconFileSpreadsheet,
  customerSolutions: IconBriefcase,
  equipment: IconDeviceMobile,
  policies: IconShieldCheck,
  webshop: IconShoppingCart,
  impersonationLog: IconHistory,
  integrations: IconPlugConnected,
  home: IconHome,
};

/** The left menu: only the entries the person's roles and services allow. */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const entries = visibleMenu({ roles: user.roles, services: user.enabledServices });
  return (
    // The browser's own scrolling where the menu is taller than the window: Mantine's ScrollArea would bring its
    // floating-ui helpers into every screen's first load (issue 10 §7).
    <Box component="nav" aria-label={t('app.menu.label')} style={{ overflowY: 'auto' }}>
      {entries.map((entry) => {
        const EntryIcon = ICONS[entry.key];
        return (
          <NavLink
            key={entry.key}
            component={Link}
            to={entry.path}
            label={t(`app.menu.${entry.key}`)}
            leftSection={<EntryIcon size={20} stroke={1.6} />}
            active={pathname === entry.path || pathname.startsWith(`${entry.path}/`)}
            onClick={onNavigate}
          />
        );
      })}
    </Box>
  );
}
