import { AppShell, Box, Center, Loader, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Outlet } from 'react-router';
import { RestRequestError } from '../api/rest-client.ts';
import { getToken, setToken } from '../api/session-storage.ts';
import { noteAccessDenied } from '../features/platform/session/access-denied-note.ts';
import { noteIdleLogout, useIdleLogout } from '../features/platform/session/idle-logout.ts';
import { rememberTarget } from '../features/platform/session/redirect-target.ts';
import { useTokenRefresh } from '../features/platform/session/token-refresh.ts';
import { useHasAccountSelector } from './account-selection.ts';
import { AccountSelector } from './account-selector.tsx';
import { askEnabledServices, useEnabledServices } from './enabled-services.ts';
import { MainMenu } from './main-menu.tsx';
import { showAccessDenied } from './notices.tsx';
import { queryClient } from './query-client.ts';
import { Screen } from './screen.tsx';
import { SESSION_INFO } from './screen-data.ts';
import { type SessionUser, SessionUserProvider, useSessionUser } from './session-user.tsx';
import { TopBar } from './top-bar.tsx';

/** To the login page, coming back here afterwards. */
function useToLogin() {
  return useCallback(() => {
    rememberTarget(window.location.pathname + window.location.search);
    window.location.replace('/login');
  }, []);
}

/** The session is gone (info refused, refresh refused): the login page, with 000 §8's Access Denied notice. */
function useSessionLost() {
  const toLogin = useToLogin();
  return useCallback(() => {
    setToken(null);
    noteAccessDenied();
    toLogin();
  }, [toLogin]);
}

function ShellLayout() {
  const user = useSessionUser();
  const [mobileMenu, mobile] = useDisclosure(false);
  const [desktopMenu, desktop] = useDisclosure(true);
  const hasAccountSelector = useHasAccountSelector();
  const sessionLost = useSessionLost();
  // One account selector: in the top bar, or at the top of the menu where the top bar is too narrow for it.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, true);

  useTokenRefresh(sessionLost);
  useIdleLogout(user.maxIdleSeconds, () => {
    noteIdleLogout();
    window.location.assign('/logout');
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileMenu, desktop: !desktopMenu } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          withAccountSelector={hasAccountSelector && wide}
          mobileMenuOpened={mobileMenu}
          desktopMenuOpened={desktopMenu}
          onToggleMobileMenu={mobile.toggle}
          onToggleDesktopMenu={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {hasAccountSelector && !wide && (
          <Box p="xs" pb="md">
            <AccountSelector stacked />
          </Box>
        )}
        <MainMenu onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Screen>
          <Outlet />
        </Screen>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * At the app's start, with a token: asks for the session user and the enabled services at once, alongside the code
 * still loading, rather than one after the other once the shell has rendered.
 */
export function askSessionInfo() {
  if (!getToken()) return;
  void queryClient.prefetchQuery(SESSION_INFO);
  askEnabledServices();
}

/** Loads the session user and the enabled services; renders nothing of the portal until both are there. */
function SessionGate() {
  const sessionLost = useSessionLost();
  const session = useQuery(SESSION_INFO);
  const services = useEnabledServices(session.isSuccess);

  useEffect(() => {
    if (!session.isError) return;
    // A refused session is over; a failure of another kind (the server unreachable, say) keeps the token for a reload.
    if (session.error instanceof RestRequestError && session.error.status === 401) sessionLost();
    else showAccessDenied();
  }, [session.isError, session.error, sessionLost]);

  if (!session.data || !services.data) {
    return session.isError || services.isError ? null : (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  const user: SessionUser = { ...session.data, enabledServices: services.data };
  return (
    <SessionUserProvider value={user}>
      <ShellLayout />
    </SessionUserProvider>
  );
}

function ToLogin() {
  const toLogin = useToLogin();
  useEffect(() => toLogin(), [toLogin]);
  return null;
}

/** The application shell around every screen that needs a logged-in person (000 §2). */
export function Shell() {
  return getToken() ? <SessionGate /> : <ToLogin />;
}
