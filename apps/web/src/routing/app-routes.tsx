import type { SectionKey } from '../components/section-error-boundary.tsx';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { HostContext } from '@commentflow/shared/rules/contexts';
import { PageSuspense } from '../components/ui/page-loading.tsx';
import type { RetryableLazy } from '../lib/retryable-lazy.tsx';
import { RouteEffects } from '../site/route-effects.tsx';
import { contentRoutes, SHELL_ROUTES } from './content-routes.tsx';
import {
  AccountProviders,
  AdminPage,
  AnalyticsPage,
  AriaPage,
  AuthLayout,
  AutomationPage,
  BillingPage,
  BillingRedirect,
  ClientAccessPage,
  ClientArea,
  CommentsPage,
  DashboardSection,
  DashboardPage,
  DeveloperApiPage,
  IntegrationsPage,
  InvitePage,
  OnboardingPage,
  ProjectPage,
  SettingsPage,
  TeamPage,
  TestConsoleMonitorPage,
  VerifyRequestPage,
  WidgetAuthPage,
  WorkspacesPage,
} from './lazy-pages.ts';
import { mainRoutes } from './main-routes.tsx';
import { SIGN_IN_ROUTES } from './sign-in-routes.tsx';
import { tenantRoutes } from './tenant-routes.tsx';

/** Each dashboard section fails on its own (docs/product/screens.md). */
function section(name: SectionKey, page: RetryableLazy<object>) {
  return (
    <DashboardSection section={name} onRetry={page.retry}>
      <page.Component />
    </DashboardSection>
  );
}

/** Sign-in screens and the /client dashboard: they share the session, so one layout holds it. */
const withAccount = (children: RouteObject[]): RouteObject => ({ element: <AccountProviders />, children });

const accountPages: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      ...SIGN_IN_ROUTES,
      { path: '/verify-request', element: <VerifyRequestPage /> },
      { path: '/auth/widget', element: <WidgetAuthPage /> },
      { path: '/invite/:token', element: <InvitePage /> },
    ],
  },
  { path: '/billing', element: <BillingRedirect /> },
  { path: '/app/billing', element: <BillingRedirect /> },
  {
    path: '/client',
    element: <ClientArea />,
    children: [
      { index: true, element: <Navigate to="/client/dashboard" replace /> },
      { path: 'dashboard', element: section('dashboard', DashboardPage) },
      { path: 'workspaces', element: section('workspaces', WorkspacesPage) },
      { path: 'comments', element: section('comments', CommentsPage) },
      { path: 'comments/:commentId', element: section('comments', CommentsPage) },
      { path: 'project/:projectId', element: section('project', ProjectPage) },
      { path: 'analytics', element: section('analytics', AnalyticsPage) },
      { path: 'api', element: section('api', DeveloperApiPage) },
      { path: 'team', element: section('team', TeamPage) },
      { path: 'client-access', element: section('clientAccess', ClientAccessPage) },
      { path: 'onboarding', element: section('onboarding', OnboardingPage) },
      { path: 'integrations', element: section('integrations', IntegrationsPage) },
      { path: 'automation', element: section('automation', AutomationPage) },
      { path: 'aria', element: section('aria', AriaPage) },
      { path: 'billing', element: section('billing', BillingPage) },
      { path: 'settings', element: section('settings', SettingsPage) },
      { path: 'admin', element: section('admin', AdminPage) },
      { path: 'test-console-monitor', element: section('testConsole', TestConsoleMonitorPage) },
      { path: '*', element: <Navigate to="/client/dashboard" replace /> },
    ],
  },
];

const accountRoutes: RouteObject[] = [withAccount(accountPages)];

/** The host name picks the site (docs/product/overview.md#contexts-and-tenants): one line per kind of host. */
function routesForHost(host: HostContext): RouteObject[] {
  if (host.kind === 'tenant') return tenantRoutes(host.slug, accountRoutes);
  // The roadmap's votes and requests need the session too, on the main site and in its shells.
  if (host.kind === 'shell') return [withAccount(SHELL_ROUTES[host.shell])];
  return [withAccount([...accountPages, ...contentRoutes]), ...mainRoutes(host.kind === 'redirect' ? host.to : null)];
}

/**
 * The whole route table for a host: the browser's router (main.tsx) and the build's prerendering of
 * the public pages (site/prerender/render-page.tsx) use the same one, so the HTML hydrates as rendered.
 */
export const appRoutes = (host: HostContext): RouteObject[] => [
  {
    // What fails outside a section's boundary reaches App's (docs/product/errors.md's failure screen).
    element: (
      <PageSuspense>
        <RouteEffects />
        <Outlet />
      </PageSuspense>
    ),
    children: routesForHost(host),
  },
];
