import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PRODUCTS } from '@commentflow/shared/rules/products';
import { SiteLayout } from './components/site-layout.tsx';

// One lazily loaded file per page: the landing's first load carries only its own page.
const LandingPage = lazy(() => import('./pages/landing-page.tsx'));
const LandingOriginalPage = lazy(() => import('./pages/landing-original-page.tsx'));
const OldLandingPage = lazy(() => import('./pages/old-landing-page.tsx'));
const NewLandingPage = lazy(() => import('./pages/new-landing-page.tsx'));
const AgencyLandingPage = lazy(() => import('./pages/agency-landing-page.tsx'));
const EnterprisePage = lazy(() => import('./pages/enterprise-page.tsx'));
const PremiumPage = lazy(() => import('./pages/premium-page.tsx'));
const AlternativePage = lazy(() => import('./pages/alternative-page.tsx'));
const IntegrationsPage = lazy(() => import('./pages/integrations-page.tsx'));
const ProductPage = lazy(() => import('./pages/product-page.tsx'));
const TermsPage = lazy(() => import('./pages/terms-page.tsx'));
const PrivacyPage = lazy(() => import('./pages/privacy-page.tsx'));
const CookiesPage = lazy(() => import('./pages/cookies-page.tsx'));

/**
 * The main public site (docs/product/screens.md "Main public routes"). `home` replaces the landing for hosts whose
 * context sends the browser to a product page (agency.example.com -> /products/agency-flow).
 * Other engineers' public pages (docs, roadmap, demos) go into `pages` beside these.
 */
export function mainRoutes(home: string | null): RouteObject[] {
  const pages: RouteObject[] = [
    { path: '/', element: home ? <Navigate to={home} replace /> : <LandingPage /> },
    { path: '/landing', element: <LandingPage /> },
    { path: '/landing-original', element: <LandingOriginalPage /> },
    { path: '/old-landing', element: <OldLandingPage /> },
    { path: '/new-landing', element: <NewLandingPage /> },
    { path: '/landing-v2', element: <AgencyLandingPage /> },
    { path: '/enterprise', element: <EnterprisePage /> },
    { path: '/premium', element: <PremiumPage /> },
    { path: '/alternative', element: <AlternativePage /> },
    { path: '/integrations', element: <IntegrationsPage /> },
    { path: '/terms-and-conditions', element: <TermsPage /> },
    { path: '/privacy', element: <PrivacyPage /> },
    { path: '/cookies', element: <CookiesPage /> },
    ...PRODUCTS.flatMap((product) => (product.path ? [{ path: product.path, element: <ProductPage type={product.type} /> }] : [])),
  ];
  return [
    { element: <SiteLayout />, children: pages },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
