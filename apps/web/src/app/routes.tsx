import { Role, SESSION_PAGES } from '@connect/shared';
import { type ReactNode, useEffect } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { SCREEN_TEXTS } from '../i18n/screen-texts.ts';
import { menuEntry } from './access.ts';
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
);
const PoliciesPage = lazyScreen(
  () => import('../features/equipment/policies/policies-page.tsx'),
  SCREEN_TEXTS['/policies'],
);
const WebshopPage = lazyScreen(
  () => import('../features/equipment/webshop/webshop-page.tsx'),
  SCREEN_TEXTS['/webshop'],
);
const HomePage = lazyScreen(() => import('../features/equipment/home/home-page.tsx'), SCREEN_TEXTS['/home']);
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

/** A screen of the menu, behind the route guard with the menu entry's own access rule. */
const guarded = (key: Parameters<typeof menuEntry>[0], screen: ReactNode) => (
  <RouteGuard access={menuEntry(key).access}>{screen}</RouteGuard>
);

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
          { path: 'dashboard', element: guarded('dashboard', <DashboardPage />) },
          { path: 'payment-profiles/*', element: guarded('paymentProfiles', <PaymentProfilesPage />) },
          { path: 'users/*', element: guarded('users', <UsersPage />) },
          {
            path: 'users/leaving/*',
            element: (
              <RouteGuard access={LEAVING_ACCESS}>
                <LeavingPage />
              </RouteGuard>
            ),
          },
          { path: 'reports', element: guarded('reports', <ReportsPage />) },
          { path: 'equipment/*', element: guarded('equipment', <EquipmentPage />) },
          { path: 'policies/*', element: guarded('policies', <PoliciesPage />) },
          { path: 'webshop', element: guarded('webshop', <WebshopPage />) },
          { path: 'home', element: guarded('home', <HomePage />) },
          { path: 'impersonation-log', element: guarded('impersonationLog', <ImpersonationLogPage />) },
          { path: 'integrations', element: guarded('integrations', <IntegrationsPage />) },
          { path: 'impersonation/*', element: guarded('customerSolutions', <CustomerSolutionsPage />) },
          // The page behind the SMS report's link: any logged-in person, checked against the link on the server.
          { path: 'report/:token', element: <UsageReportPage /> },
          { path: '*', element: <FirstAllowedRedirect /> },
        ],
      },
    ],
  },
];
