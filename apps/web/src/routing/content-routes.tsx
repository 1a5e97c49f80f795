import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Shell } from '@commentflow/shared';
import { PageSuspense } from '../components/ui/page-loading.tsx';
import { DOCS_PAGES } from '../features/docs/docs-pages.ts';
import type { NavEntry } from '../features/public-shells/content-layout.tsx';
import { MAIN_SITE_PATHS, shellSitePaths } from '../features/public-shells/site-paths.ts';
import {
  AuthLayout,
  ChangelogPage,
  ContentLayout,
  DemoAnimationPage,
  DemoAsyncNotificationsPage,
  DemoByokPage,
  DemoCustomerPage,
  DemoDevflowPage,
  DemoHomePage,
  DemoNotificationsPage,
  DemoWidgetEmbedPage,
  DemoWidgetTestPage,
  DocsApiPage,
  DocsLayout,
  DocsPage,
  RoadmapPage,
  RoadmapRequestPage,
} from './lazy-pages.ts';
import { SIGN_IN_ROUTES } from './sign-in-routes.tsx';

const page = (element: ReactNode) => <PageSuspense>{element}</PageSuspense>;
const home = <Navigate to="/" replace />;

const MAIN_NAV: readonly NavEntry[] = [
  { label: 'Docs', to: '/docs' },
  { label: 'Roadmap', to: '/roadmap' },
  { label: 'Changelog', to: '/changelog' },
  { label: 'Demo', to: '/demo' },
];

/** The docs, roadmap and demo pages of the main site, for the main router's route list. */
export const contentRoutes: RouteObject[] = [
  {
    element: <ContentLayout paths={MAIN_SITE_PATHS} nav={MAIN_NAV} />,
    children: [
      {
        path: '/docs',
        element: <DocsLayout />,
        children: [
          { index: true, element: page(<DocsPage slug="" />) },
          { path: 'api', element: page(<DocsApiPage />) },
          { path: ':slug', element: page(<DocsPage />) },
        ],
      },
      { path: '/roadmap', element: page(<RoadmapPage />) },
      { path: '/changelog', element: page(<ChangelogPage />) },
      { path: '/request/:id', element: page(<RoadmapRequestPage />) },
      { path: '/demo', element: page(<DemoHomePage />) },
      { path: '/devflow-demo', element: page(<DemoDevflowPage />) },
      { path: '/demo/customer', element: page(<DemoCustomerPage />) },
      { path: '/demo/notifications', element: page(<DemoNotificationsPage />) },
      { path: '/demo/async-notifications', element: page(<DemoAsyncNotificationsPage />) },
      { path: '/demo/animation-test', element: page(<DemoAnimationPage />) },
      { path: '/demo/byok', element: page(<DemoByokPage />) },
      { path: '/widget-test', element: page(<DemoWidgetTestPage />) },
      { path: '/widget-embed', element: page(<DemoWidgetEmbedPage />) },
    ],
  },
];

/** docs/product/screens.md "Docs shell": / docs home, the docs pages at the root, /api-reference; others redirect to /. */
export const docsShellRoutes: RouteObject[] = [
  {
    element: (
      <ContentLayout
        paths={shellSitePaths('docs')}
        section="Docs"
        nav={[
          { label: 'Docs', to: '/' },
          { label: 'API reference', to: '/api-reference' },
        ]}
      />
    ),
    children: [
      {
        element: <DocsLayout />,
        children: [
          { path: '/', element: page(<DocsPage slug="" />) },
          { path: '/api-reference', element: page(<DocsApiPage />) },
          ...DOCS_PAGES.filter(({ slug }) => slug).map(({ slug }) => ({ path: `/${slug}`, element: page(<DocsPage slug={slug} />) })),
        ],
      },
      { path: '*', element: home },
    ],
  },
];

/**
 * docs/product/screens.md "Roadmap shell": / roadmap, /roadmap redirects to /, /changelog, /request/{id}; others
 * redirect to /. Deviation (docs/adr/005-roadmap-shell-sign-in.md): the sign-in screens are here too,
 * complete (password reset, the OAuth return pages), since a session belongs to its host and
 * submitting, voting and commenting need one.
 */
export const roadmapShellRoutes: RouteObject[] = [
  {
    element: (
      <ContentLayout
        paths={shellSitePaths('roadmap')}
        section="Roadmap"
        nav={[
          { label: 'Roadmap', to: '/' },
          { label: 'Changelog', to: '/changelog' },
        ]}
      />
    ),
    children: [
      { path: '/', element: page(<RoadmapPage />) },
      { path: '/roadmap', element: home },
      { path: '/changelog', element: page(<ChangelogPage />) },
      { path: '/request/:id', element: page(<RoadmapRequestPage />) },
      { path: '*', element: home },
    ],
  },
  {
    element: page(<AuthLayout />),
    children: SIGN_IN_ROUTES.map((route) => ({ ...route, element: page(route.element) })),
  },
];

/** docs/product/screens.md "Public demo shell": /, /widget, /customer, /notifications, /animation-test; /demo, /demo/* and others redirect to /. */
export const demoShellRoutes: RouteObject[] = [
  {
    element: (
      <ContentLayout
        paths={shellSitePaths('demo')}
        section="Demo"
        nav={[
          { label: 'Demo', to: '/' },
          { label: 'Widget', to: '/widget' },
          { label: 'Customer', to: '/customer' },
          { label: 'Notifications', to: '/notifications' },
          { label: 'Animation', to: '/animation-test' },
        ]}
      />
    ),
    children: [
      { path: '/', element: page(<DemoHomePage />) },
      { path: '/widget', element: page(<DemoWidgetTestPage />) },
      { path: '/customer', element: page(<DemoCustomerPage />) },
      { path: '/notifications', element: page(<DemoNotificationsPage />) },
      { path: '/animation-test', element: page(<DemoAnimationPage />) },
      { path: '/demo/*', element: home },
      { path: '*', element: home },
    ],
  },
];

export const SHELL_ROUTES: Record<Shell, RouteObject[]> = {
  demo: demoShellRoutes,
  roadmap: roadmapShellRoutes,
  docs: docsShellRoutes,
};
