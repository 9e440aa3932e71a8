import '@mantine/core/styles.css';
import '../../../app/focus.css';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, sessionTheme } from '../../../app/theme.ts';
import LoginPage from './login-page.tsx';
import LoginRedirectPage from './login-redirect-page.tsx';
import LogoutPage from './logout-page.tsx';

const PAGES = { '/login/redirect': LoginRedirectPage, '/logout': LogoutPage } as const;

/** The session pages by path (login.html is served for each of SESSION_PAGES); /login for anything else. */
export function SessionApp() {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const Page = PAGES[path as keyof typeof PAGES] ?? LoginPage;
  return (
    <MantineProvider theme={sessionTheme} cssVariablesResolver={cssVariablesResolver}>
      <Page />
    </MantineProvider>
  );
}
