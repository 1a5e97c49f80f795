import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { retryableLazy } from '../lib/retryable-lazy.tsx';

// Every page and layout of the route tables, each in its own lazily loaded file, so a screen downloads
// only when it is visited and the landing's first load carries only its own page. The tables in this
// folder take their pages from here, so each page has one name and one import.

// The main public site.
export const LandingPage = preloadableLazy(() => import('../site/pages/landing-page.tsx'));
export const LandingOriginalPage = preloadableLazy(() => import('../site/pages/landing-original-page.tsx'));
export const OldLandingPage = preloadableLazy(() => import('../site/pages/old-landing-page.tsx'));
export const NewLandingPage = preloadableLazy(() => import('../site/pages/new-landing-page.tsx'));
export const AgencyLandingPage = preloadableLazy(() => import('../site/pages/agency-landing-page.tsx'));
export const EnterprisePage = preloadableLazy(() => import('../site/pages/enterprise-page.tsx'));
export const PremiumPage = preloadableLazy(() => import('../site/pages/premium-page.tsx'));
export const AlternativePage = preloadableLazy(() => import('../site/pages/alternative-page.tsx'));
export const SiteIntegrationsPage = preloadableLazy(() => import('../site/pages/integrations-page.tsx'));
export const ProductPage = preloadableLazy(() => import('../site/pages/product-page.tsx'));
export const TermsPage = preloadableLazy(() => import('../site/pages/terms-page.tsx'));
export const PrivacyPage = preloadableLazy(() => import('../site/pages/privacy-page.tsx'));
export const CookiesPage = preloadableLazy(() => import('../site/pages/cookies-page.tsx'));

// Docs, roadmap and demos, on the main site and in their shells, in a frame of their own: the
// landing's first load must not carry the docs' or the roadmap's frame.
export const ContentLayout = preloadableLazy(() =>
  import('../features/public-shells/content-layout.tsx').then((module) => ({ default: module.ContentLayout })),
);
export const DocsLayout = preloadableLazy(() =>
  import('../features/docs/docs-layout.tsx').then((module) => ({ default: module.DocsLayout })),
);
export const DocsPage = preloadableLazy(() => import('../routes/docs-page.tsx'));
export const DocsApiPage = preloadableLazy(() => import('../routes/docs-api.tsx'));
export const RoadmapPage = preloadableLazy(() => import('../routes/roadmap-list.tsx'));
export const RoadmapRequestPage = preloadableLazy(() => import('../routes/roadmap-request.tsx'));
export const ChangelogPage = preloadableLazy(() => import('../routes/roadmap-changelog.tsx'));
export const DemoHomePage = preloadableLazy(() => import('../routes/demo-home.tsx'));
export const DemoDevflowPage = preloadableLazy(() => import('../routes/demo-devflow.tsx'));
export const DemoCustomerPage = preloadableLazy(() => import('../routes/demo-customer.tsx'));
export const DemoNotificationsPage = preloadableLazy(() => import('../routes/demo-notifications.tsx'));
export const DemoAsyncNotificationsPage = preloadableLazy(() => import('../routes/demo-async-notifications.tsx'));
export const DemoAnimationPage = preloadableLazy(() => import('../routes/demo-animation.tsx'));
export const DemoByokPage = preloadableLazy(() => import('../routes/demo-byok.tsx'));
export const DemoWidgetTestPage = preloadableLazy(() => import('../routes/demo-widget-test.tsx'));
export const DemoWidgetEmbedPage = preloadableLazy(() => import('../routes/demo-widget-embed.tsx'));

// Sign-in screens and the pages around an account, in the frame that holds the session.
export const AccountProviders = preloadableLazy(() => import('../lib/account-providers.tsx'));
export const AuthLayout = preloadableLazy(() =>
  import('../features/auth/auth-layout.tsx').then((module) => ({ default: module.AuthLayout })),
);
export const LoginPage = preloadableLazy(() => import('../routes/login.tsx'));
export const SignupPage = preloadableLazy(() => import('../routes/signup.tsx'));
export const ForgotPasswordPage = preloadableLazy(() => import('../routes/forgot-password.tsx'));
export const ResetPasswordPage = preloadableLazy(() => import('../routes/reset-password.tsx'));
export const VerifyRequestPage = preloadableLazy(() => import('../routes/verify-request.tsx'));
export const AuthErrorPage = preloadableLazy(() => import('../routes/auth-error.tsx'));
export const OAuthCallbackPage = preloadableLazy(() => import('../routes/oauth-callback.tsx'));
export const WidgetAuthPage = preloadableLazy(() => import('../features/widget-auth/widget-auth-page.tsx'));
export const InvitePage = preloadableLazy(() => import('../routes/invite.tsx'));
export const BillingRedirect = preloadableLazy(() => import('../routes/billing-redirect.tsx'));
export const TenantGate = preloadableLazy(() => import('../site/tenant-gate.tsx'));

// The dashboard. A section's code can be downloaded again from its error boundary's "Try again".
// A section's frame (its tab title and error boundary) speaks the dashboard's languages: loaded with
// the dashboard, never with the landing, which would otherwise download i18next (15 KB gzip).
export const ClientArea = preloadableLazy(() => import('../routes/client-area.tsx'));
export const DashboardSection = preloadableLazy(() =>
  import('../features/dashboard-shell/dashboard-section.tsx').then((module) => ({ default: module.DashboardSection })),
);
export const DashboardPage = retryableLazy(() => import('../routes/dashboard.tsx'));
export const WorkspacesPage = retryableLazy(() => import('../routes/workspaces.tsx'));
export const CommentsPage = retryableLazy(() => import('../routes/comments.tsx'));
export const ProjectPage = retryableLazy(() => import('../routes/project.tsx'));
export const AdminPage = retryableLazy(() => import('../routes/admin.tsx'));
export const BillingPage = retryableLazy(() => import('../routes/billing.tsx'));
export const TestConsoleMonitorPage = retryableLazy(() => import('../routes/test-console-monitor.tsx'));
export const SettingsPage = retryableLazy(() => import('../routes/settings.tsx'));
export const TeamPage = retryableLazy(() => import('../routes/team.tsx'));
export const IntegrationsPage = retryableLazy(() => import('../routes/integrations.tsx'));
export const AutomationPage = retryableLazy(() => import('../routes/automation.tsx'));
export const ClientAccessPage = retryableLazy(() => import('../routes/client-access.tsx'));
export const OnboardingPage = retryableLazy(() => import('../routes/onboarding.tsx'));
export const AnalyticsPage = retryableLazy(() => import('../routes/analytics.tsx'));
export const AriaPage = retryableLazy(() => import('../routes/aria.tsx'));
export const DeveloperApiPage = retryableLazy(() => import('../routes/developer-api.tsx'));
