import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { menuEntry } from './access.ts';
import { lazyScreen } from './lazy-screen.ts';
import { useAccessDeniedNotice } from './notices.tsx';
import { FirstAllowedRedirect, RouteGuard } from './route-guard.tsx';
import { Screen } from './screen.tsx';
import { useScrollReset } from './scroll-reset.ts';
import { Shell } from './shell.tsx';

// One line per screen: a feature swaps its own line in and keeps the rest of this file as it is.
const DashboardPage = lazyScreen(() => import('../features/dashboard/dashboard-page.tsx'));
const PaymentProfilesPage = lazyScreen(
  () => import('../features/payment-profiles/payment-profiles-page.tsx'),
);
const UsersPage = lazyScreen(() => import('../features/users/users-page.tsx'));
const ReportsPage = lazyScreen(() => import('../features/reports/reports-page.tsx'));
const EquipmentPage = lazyScreen(() => import('../features/equipment/equipment-page.tsx'));
const PoliciesPage = lazyScreen(() => import('../features/policies/policies-page.tsx'));
const WebshopPage = lazyScreen(() => import('../features/webshop/webshop-page.tsx'));
const HomePage = lazyScreen(() => import('../features/home/home-page.tsx'));
const ImpersonationLogPage = lazyScreen(
  () => import('../features/impersonation-log/impersonation-log-page.tsx'),
);
const CustomerSolutionsPage = lazyScreen(
  () => import('../features/customer-solutions/customer-solutions-page.tsx'),
);
const UsageReportPage = lazyScreen(() => import('../features/usage-report/usage-report-page.tsx'));
const LoginPage = lazyScreen(() => import('../features/session/login-page.tsx'));
const LoginRedirectPage = lazyScreen(() => import('../features/session/login-redirect-page.tsx'));
const LogoutPage = lazyScreen(() => import('../features/session/logout-page.tsx'));

function Root() {
  useAccessDeniedNotice();
  useScrollReset();
  return <Outlet />;
}

/** A screen of the menu, behind the route guard with the menu entry's own access rule. */
const guarded = (key: Parameters<typeof menuEntry>[0], screen: ReactNode) => (
  <RouteGuard access={menuEntry(key).access}>{screen}</RouteGuard>
);

/**
 * The routes of 000 §2 and 002 §2. Screens with sub-routes (`/*`) route inside themselves with <Routes>.
 * Session pages stand outside the shell; everything else needs a logged-in person.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: 'login',
        element: (
          <Screen>
            <LoginPage />
          </Screen>
        ),
      },
      {
        path: 'login/redirect',
        element: (
          <Screen>
            <LoginRedirectPage />
          </Screen>
        ),
      },
      {
        path: 'logout',
        element: (
          <Screen>
            <LogoutPage />
          </Screen>
        ),
      },
      {
        element: <Shell />,
        children: [
          { index: true, element: <FirstAllowedRedirect /> },
          { path: 'dashboard', element: guarded('dashboard', <DashboardPage />) },
          { path: 'payment-profiles/*', element: guarded('paymentProfiles', <PaymentProfilesPage />) },
          { path: 'users/*', element: guarded('users', <UsersPage />) },
          { path: 'reports', element: guarded('reports', <ReportsPage />) },
          { path: 'equipment/*', element: guarded('equipment', <EquipmentPage />) },
          { path: 'policies/*', element: guarded('policies', <PoliciesPage />) },
          { path: 'webshop', element: guarded('webshop', <WebshopPage />) },
          { path: 'home', element: guarded('home', <HomePage />) },
          { path: 'impersonation-log', element: guarded('impersonationLog', <ImpersonationLogPage />) },
          { path: 'impersonation/*', element: guarded('customerSolutions', <CustomerSolutionsPage />) },
          // The page behind the SMS report's link: any logged-in person, checked against the link on the server.
          { path: 'report/:token', element: <UsageReportPage /> },
          { path: '*', element: <FirstAllowedRedirect /> },
        ],
      },
    ],
  },
];
