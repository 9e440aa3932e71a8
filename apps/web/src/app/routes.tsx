import { Role, SESSION_PAGES } from '@connect/shared';
import { useEffect } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { SCREEN_TEXTS } from '../i18n/screen-texts.ts';
import { idleLoadsAfter } from '../ui/load-on-use.ts';
import { type Access, menuEntry } from './access.ts';
import { lazyScreen } from './lazy-screen.ts';
import { useAccessDeniedNotice } from './notices.tsx';
import { FirstAllowedRedirect, RouteGuard } from './route-guard.tsx';
import { useScrollReset } from './scroll-reset.ts';
import { Shell } from './shell.tsx';

// One line per screen, with its translation files: a feature swaps its own line in and keeps the rest as it is.
const DashboardPage = lazyScreen(
  () => import('../features/cost-control/dashboard/dashboard-page.tsx'),
  SCREEN_TEXTS['/dashboard'],
);
const PaymentProfilesPage = lazyScreen(
  () => import('../features/cost-control/payment-profiles/payment-profiles-page.tsx'),
  SCREEN_TEXTS['/payment-profiles'],
);
const UsersPage = lazyScreen(
  () => import('../features/cost-control/users/users-page.tsx'),
  SCREEN_TEXTS['/users'],
  () => import('../features/cost-control/users/users-data.ts').then((m) => m.askData()),
);
const LeavingPage = lazyScreen(
  () => import('../features/platform/leaving/leaving-page.tsx'),
  SCREEN_TEXTS['/users/leaving'],
);
const ReportsPage = lazyScreen(
  () => import('../features/cost-control/reports/reports-page.tsx'),
  SCREEN_TEXTS['/reports'],
);
const EquipmentPage = lazyScreen(
  () => import('../features/equipment/equipment-page.tsx'),
  SCREEN_TEXTS['/equipment'],
  () => import('../features/equipment/equipment-data.ts').then((m) => m.askData()),
);
const PoliciesPage = lazyScreen(
  () => import('../features/equipment/policies/policies-page.tsx'),
  SCREEN_TEXTS['/policies'],
);
const WebshopPage = lazyScreen(
  () => import('../features/equipment/webshop/webshop-page.tsx'),
  SCREEN_TEXTS['/webshop'],
  () => import('../features/equipment/webshop/webshop-data.ts').then((m) => m.askData()),
);
const HomePage = lazyScreen(
  () => import('../features/equipment/home/home-page.tsx'),
  SCREEN_TEXTS['/home'],
  () => import('../features/equipment/home/home-data.ts').then((m) => m.askData()),
);
const ImpersonationLogPage = lazyScreen(
  () => import('../features/platform/impersonation-log/impersonation-log-page.tsx'),
  SCREEN_TEXTS['/impersonation-log'],
);
const CustomerSolutionsPage = lazyScreen(
  () => import('../features/platform/customer-solutions/customer-solutions-page.tsx'),
  SCREEN_TEXTS['/impersonation'],
);
const IntegrationsPage = lazyScreen(
  () => import('../features/platform/integrations/integrations-page.tsx'),
  SCREEN_TEXTS['/integrations'],
);
const UsageReportPage = lazyScreen(
  () => import('../features/cost-control/usage-report/usage-report-page.tsx'),
  SCREEN_TEXTS['/report/:token'],
  (params) =>
    import('../features/cost-control/usage-report/usage-report-data.ts').then((m) => m.askData(params)),
);

/** The session pages are their own page (login.html, its own small entry), never a screen of this app. */
function FullPageLoad() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

function Root() {
  useAccessDeniedNotice();
  useScrollReset();
  return <Outlet />;
}

/** Leaving (issue 33 §1) is under users, for cost-control and equipment admins alike. */
const LEAVING_ACCESS = {
  anyRole: [Role.CostControl, Role.ConnectGlobalAdmin, Role.ConnectEquipmentOverview],
};

type LazyScreen = ReturnType<typeof lazyScreen>;

/**
 * A screen's route, behind the route guard with `access` (a menu entry's own rule, or another) when it has one. Its
 * `handle` names the screen, so the start of the app can load the screen of its address at once (preloadScreenAt).
 */
const screenRoute = (path: string, Screen: LazyScreen, access?: Access): RouteObject => ({
  path,
  element: access ? (
    <RouteGuard access={access}>
      <Screen />
    </RouteGuard>
  ) : (
    <Screen />
  ),
  handle: Screen,
});
const menuAccess = (key: Parameters<typeof menuEntry>[0]) => menuEntry(key).access;

/**
 * The routes of 000 §2 and 002 §2. Screens with sub-routes (`/*`) route inside themselves with <Routes>.
 * Everything here needs a logged-in person; the session pages are login.html (features/platform/session/session-app.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      // A link within the app to a session page loads that page (login.html) from the server.
      ...SESSION_PAGES.map((path) => ({ path: path.slice(1), element: <FullPageLoad /> })),
      {
        element: <Shell />,
        children: [
          { index: true, element: <FirstAllowedRedirect /> },
          screenRoute('dashboard', DashboardPage, menuAccess('dashboard')),
          screenRoute('payment-profiles/*', PaymentProfilesPage, menuAccess('paymentProfiles')),
          screenRoute('users/*', UsersPage, menuAccess('users')),
          screenRoute('users/leaving/*', LeavingPage, LEAVING_ACCESS),
          screenRoute('reports', ReportsPage, menuAccess('reports')),
          screenRoute('equipment/*', EquipmentPage, menuAccess('equipment')),
          screenRoute('policies/*', PoliciesPage, menuAccess('policies')),
          screenRoute('webshop', WebshopPage, menuAccess('webshop')),
          screenRoute('home', HomePage, menuAccess('home')),
          screenRoute('impersonation-log', ImpersonationLogPage, menuAccess('impersonationLog')),
          screenRoute('integrations', IntegrationsPage, menuAccess('integrations')),
          screenRoute('impersonation/*', CustomerSolutionsPage, menuAccess('customerSolutions')),
          // The page behind the SMS report's link: any logged-in person, checked against the link on the server.
          screenRoute('report/:token', UsageReportPage),
          { path: '*', element: <FirstAllowedRedirect /> },
        ],
      },
    ],
  },
];

/**
 * Starts loading the screen at `pathname` (its code and translation files, and with a person logged in its answers)
 * at once, alongside the app's own start and the session's questions, rather than once the shell shows: the first
 * screen of a page load is there sooner. What loads when the browser is idle waits for them (ui/load-on-use.ts).
 */
export function preloadScreenAt(pathname: string, loggedIn: boolean) {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const screen: LazyScreen | undefined = match?.route.handle;
  if (screen) idleLoadsAfter(screen.preload(loggedIn ? match!.params : null));
}
