import { Navigate, type RouteObject } from 'react-router';
import { PRODUCTS } from '@commentflow/shared/rules/products';
import { SiteLayout } from '../site/components/site-layout.tsx';
import {
  AgencyLandingPage,
  AlternativePage,
  CookiesPage,
  EnterprisePage,
  LandingOriginalPage,
  LandingPage,
  NewLandingPage,
  OldLandingPage,
  PremiumPage,
  PrivacyPage,
  ProductPage,
  SiteIntegrationsPage,
  TermsPage,
} from './lazy-pages.ts';

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
    { path: '/integrations', element: <SiteIntegrationsPage /> },
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
