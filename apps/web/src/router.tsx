import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from './components/ui/spinner.tsx';
import { currentHostContext } from './site/host-context.ts';
import { mainRoutes } from './site/main-routes.tsx';
import { RouteEffects } from './site/route-effects.tsx';
import { tenantRoutes } from './site/tenant-routes.tsx';
import { contentRoutes, SHELL_ROUTES } from './features/shells/content-routes.tsx';

// One lazily loaded page per route file, so each screen downloads only when it is visited.
// The dashboard's section boundary speaks the dashboard's languages: loaded with the dashboard, not the landing.
const SectionErrorBoundary = lazy(() => import('./components/section-error-boundary.tsx').then((module) => ({ default: module.SectionErrorBoundary })));
const LoginPage = lazy(() => import('./routes/login.tsx'));
const SignupPage = lazy(() => import('./routes/signup.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password.tsx'));
const VerifyRequestPage = lazy(() => import('./routes/verify-request.tsx'));
const AuthErrorPage = lazy(() => import('./routes/auth-error.tsx'));
const OAuthCallbackPage = lazy(() => import('./routes/oauth-callback.tsx'));
const BillingRedirect = lazy(() => import('./routes/billing-redirect.tsx'));
const DashboardPage = lazy(() => import('./routes/dashboard.tsx'));
const WorkspacesPage = lazy(() => import('./routes/workspaces.tsx'));
const CommentsPage = lazy(() => import('./routes/comments.tsx'));
const ProjectPage = lazy(() => import('./routes/project.tsx'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon.tsx'));
const AdminPage = lazy(() => import('./routes/admin.tsx'));
const TestConsoleMonitorPage = lazy(() => import('./routes/test-console-monitor.tsx'));
const WidgetAuthPage = lazy(() => import('./features/widget-auth/widget-auth-page.tsx'));
const SettingsPage = lazy(() => import('./routes/settings.tsx'));
const TeamPage = lazy(() => import('./routes/team.tsx'));
const ClientAccessPage = lazy(() => import('./routes/client-access.tsx'));
const OnboardingPage = lazy(() => import('./routes/onboarding.tsx'));
const AnalyticsPage = lazy(() => import('./routes/analytics.tsx'));
const InvitePage = lazy(() => import('./routes/invite.tsx'));

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-zinc-500">
      <Spinner label="Loading" />
    </div>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}

/** Each dashboard section fails on its own (spec §2). */
function section(name: string, Component: ComponentType) {
  return (
    <SectionErrorBoundary section={name}>
      <Component />
    </SectionErrorBoundary>
  );
}

function comingSoon(name: 'Analytics' | 'API' | 'Team' | 'Integrations' | 'Automation' | 'Billing') {
  return (
    <SectionErrorBoundary section={name}>
      <ComingSoonPage section={name} />
    </SectionErrorBoundary>
  );
}

/**
 * Sign-in screens and the /client dashboard: they share the session, so one layout holds it. The
 * layouts load through the router's `lazy`, which fetches every matched layout at once.
 */
const withAccount = (children: RouteObject[]): RouteObject => ({
  lazy: () => import('./lib/account-providers.tsx').then((module) => ({ Component: module.default })),
  children,
});

const accountPages: RouteObject[] = [
  {
    lazy: () => import('./features/auth/auth-layout.tsx').then((module) => ({ Component: module.AuthLayout })),
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-request', element: <VerifyRequestPage /> },
      { path: '/auth/error', element: <AuthErrorPage /> },
      { path: '/auth/callback/oauth', element: <OAuthCallbackPage /> },
      { path: '/auth/sso/:provider', element: <OAuthCallbackPage /> },
      { path: '/auth/widget', element: <WidgetAuthPage /> },
      { path: '/invite/:token', element: <InvitePage /> },
    ],
  },
  { path: '/billing', element: <BillingRedirect /> },
  {
    path: '/client',
    lazy: () => import('./routes/client-area.tsx').then((module) => ({ Component: module.default })),
    children: [
      { index: true, element: <Navigate to="/client/dashboard" replace /> },
      { path: 'dashboard', element: section('Dashboard', DashboardPage) },
      { path: 'workspaces', element: section('Workspaces', WorkspacesPage) },
      { path: 'comments', element: section('Comments', CommentsPage) },
      { path: 'comments/:commentId', element: section('Comments', CommentsPage) },
      { path: 'project/:projectId', element: section('Project', ProjectPage) },
      { path: 'analytics', element: section('Analytics', AnalyticsPage) },
      { path: 'api', element: comingSoon('API') },
      { path: 'team', element: section('Team', TeamPage) },
      { path: 'client-access', element: section('Client access', ClientAccessPage) },
      { path: 'onboarding', element: section('Onboarding', OnboardingPage) },
      { path: 'integrations', element: comingSoon('Integrations') },
      { path: 'automation', element: comingSoon('Automation') },
      { path: 'billing', element: comingSoon('Billing') },
      { path: 'settings', element: section('Settings', SettingsPage) },
      { path: 'admin', element: section('Admin', AdminPage) },
      { path: 'test-console-monitor', element: section('Test console monitor', TestConsoleMonitorPage) },
      { path: '*', element: <Navigate to="/client/dashboard" replace /> },
    ],
  },
];

const accountRoutes: RouteObject[] = [withAccount(accountPages)];

/** The host name picks the site (decisions.md "Contexts and tenants"): one line per kind of host. */
function routesForHost(): RouteObject[] {
  const host = currentHostContext();
  if (host.kind === 'tenant') return tenantRoutes(host.slug, accountRoutes);
  // The roadmap's votes and requests need the session too, on the main site and in its shells.
  if (host.kind === 'shell') return [withAccount(SHELL_ROUTES[host.shell])];
  return [withAccount([...accountPages, ...contentRoutes]), ...mainRoutes(host.kind === 'redirect' ? host.to : null)];
}

export const router = createBrowserRouter([
  {
    HydrateFallback: PageFallback,
    element: (
      <Page>
        <RouteEffects />
        <Outlet />
      </Page>
    ),
    children: routesForHost(),
  },
]);
