import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { SectionErrorBoundary } from './components/section-error-boundary.tsx';
import { Spinner } from './components/ui/spinner.tsx';
import { AuthLayout } from './features/auth/auth-layout.tsx';
import { RequireAuth } from './features/auth/require-auth.tsx';
import { DashboardShell } from './features/shell/dashboard-shell.tsx';
import { useLiveComments } from './features/comments/use-live-comments.ts';
import { contentRoutes, shellRoutesForHost } from './features/shells/content-routes.tsx';

// One lazily loaded page per route file, so each screen downloads only when it is visited.
const HomePage = lazy(() => import('./routes/home.tsx'));
const LoginPage = lazy(() => import('./routes/login.tsx'));
const SignupPage = lazy(() => import('./routes/signup.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password.tsx'));
const VerifyRequestPage = lazy(() => import('./routes/verify-request.tsx'));
const AuthErrorPage = lazy(() => import('./routes/auth-error.tsx'));
const OAuthCallbackPage = lazy(() => import('./routes/oauth-callback.tsx'));
const DashboardPage = lazy(() => import('./routes/dashboard.tsx'));
const WorkspacesPage = lazy(() => import('./routes/workspaces.tsx'));
const CommentsPage = lazy(() => import('./routes/comments.tsx'));
const ProjectPage = lazy(() => import('./routes/project.tsx'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon.tsx'));

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

function comingSoon(name: 'Analytics' | 'API' | 'Team' | 'Integrations' | 'Automation' | 'Billing' | 'Settings') {
  return (
    <SectionErrorBoundary section={name}>
      <ComingSoonPage section={name} />
    </SectionErrorBoundary>
  );
}

function ClientArea() {
  useLiveComments();
  return (
    <RequireAuth>
      <DashboardShell />
    </RequireAuth>
  );
}

// The demo., feedback. and docs. hosts show their own shell (spec §2); every other host the main site.
export const router = createBrowserRouter(shellRoutesForHost() ?? [
  {
    element: (
      <Page>
        <Outlet />
      </Page>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      {
        element: <AuthLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/verify-request', element: <VerifyRequestPage /> },
          { path: '/auth/error', element: <AuthErrorPage /> },
          { path: '/auth/callback/oauth', element: <OAuthCallbackPage /> },
          { path: '/auth/sso/:provider', element: <OAuthCallbackPage /> },
        ],
      },
      {
        path: '/client',
        element: <ClientArea />,
        children: [
          { index: true, element: <Navigate to="/client/dashboard" replace /> },
          { path: 'dashboard', element: section('Dashboard', DashboardPage) },
          { path: 'workspaces', element: section('Workspaces', WorkspacesPage) },
          { path: 'comments', element: section('Comments', CommentsPage) },
          { path: 'comments/:commentId', element: section('Comments', CommentsPage) },
          { path: 'project/:projectId', element: section('Project', ProjectPage) },
          { path: 'analytics', element: comingSoon('Analytics') },
          { path: 'api', element: comingSoon('API') },
          { path: 'team', element: comingSoon('Team') },
          { path: 'integrations', element: comingSoon('Integrations') },
          { path: 'automation', element: comingSoon('Automation') },
          { path: 'billing', element: comingSoon('Billing') },
          { path: 'settings', element: comingSoon('Settings') },
          { path: '*', element: <Navigate to="/client/dashboard" replace /> },
        ],
      },
      ...contentRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
