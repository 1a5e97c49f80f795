import type { RouteObject } from 'react-router';
import { AuthErrorPage, ForgotPasswordPage, LoginPage, OAuthCallbackPage, ResetPasswordPage, SignupPage } from './lazy-pages.ts';

/**
 * The sign-in screens, on the main site, in tenant portals and in the roadmap shell (docs/adr/005-roadmap-shell-sign-in.md):
 * one list, so a screen added here is reachable wherever people sign in.
 */
export const SIGN_IN_ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/error', element: <AuthErrorPage /> },
  { path: '/auth/callback/oauth', element: <OAuthCallbackPage /> },
  { path: '/auth/sso/:provider', element: <OAuthCallbackPage /> },
];
